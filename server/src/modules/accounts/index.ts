/**
 * The accounts module's front door: what other modules, the rest of the server and the CLI may use.
 * Re-exports only; everything else in this folder is the module's own (docs/conventions.md, "Who may import whom").
 */
export { createAccountOwner, findAccountOwner, isEmailTaken, takenEmails } from './account-owner';
export { AccountToken } from './account-token.entity';
export { issueAccountToken } from './account-token.service';
export { type HotelAccountDto, hotelDetails, type HotelDetailsDto, toHotelAccountDto } from './account.mapper';
export { HotelAccountType, MessageResultType } from './account.types';
export { createAdminAccount } from './admin-account.service';
export { AuthSession } from './auth-session.entity';
export { ensureAdminAccount, MESSAGES, refusingDuplicateEmail, sendPasswordResetMail } from './auth.service';
export { type Access, ADMIN_ONLY_MESSAGE, checkAccess, requireAdmin, requireHotelId, requireSession } from './guards';
export { HotelAccount } from './hotel-account.entity';
export { HotelUser } from './hotel-user.entity';
export { hashPassword } from './password';
export { RecoveryCode } from './recovery-code.entity';
export { endAllSessionsOf, resolveSession, startSession } from './session.service';
export { ThrottledAttempt } from './throttled-attempt.entity';
export { claimAttempt, releaseAttempts, THROTTLES } from './throttle';
