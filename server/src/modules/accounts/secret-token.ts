import { createHmac, randomBytes } from 'node:crypto';

/** A random token for a cookie or a mailed link; 32 bytes, URL-safe. */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its HMAC under SESSION_SECRET, so a leaked table opens nothing. */
export const hashSecretToken = (secret: string, token: string) => createHmac('sha256', secret).update(token).digest('hex');
