/**
 * The licensing module's front door: what other modules, the rest of the server and the CLI may use.
 * Re-exports only; everything else in this folder is the module's own (docs/conventions.md, "Who may import whom").
 */
export { deriveLicenceKey, licenceKeyMatches } from './licence-key';
export { Licence } from './licence.entity';
export { fromLicenceValidationJson, toLicenceDto, toLicenceJson } from './licence.mapper';
export { AdminValidateLicenceInputType, LicenceType, LicenceValidationResultType } from './licence.types';
export { applyLicence, checkAndApply, type LicenceValidationResult } from './licensing.service';
