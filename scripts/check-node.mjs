// npm start and npm test stop early, with the fix, on a Node.js that is too old for MikroORM 7 and vitest 5.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 17)) {
  console.error(
    `Innkeep needs Node.js 22.17 or newer (this is ${process.versions.node}).\n` +
      'Install Node 24 LTS, or run: export PATH="$(bash scripts/get-node.sh):$PATH"',
  );
  process.exit(1);
}
