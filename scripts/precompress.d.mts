/** Types of scripts/precompress.mjs (imported by the server's delivery tests). */
export declare const COMPRESSIBLE: RegExp;
export declare const MIN_BYTES: number;
export declare const RUNTIME_FILES: string[];
export declare function precompress(
  dir: string,
  options?: { fast?: boolean },
): Promise<{ files: number; raw: number; br: number; gzip: number }>;
export declare function precompressAndReport(dir: string, options?: { fast?: boolean }): Promise<void>;
