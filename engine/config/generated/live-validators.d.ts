/* Generated from schemas/merchant.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
/** Validates (and strips unknown keys from) one live part; errors are ajv's. */
export interface LiveValidator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; message?: string }> | null;
}
export declare const validateLiveFeatures: LiveValidator;
export declare const validateLiveCurrency: LiveValidator;
export declare const validateLiveDownloadBar: LiveValidator;
