/** Types of scripts/postgres.mjs (imported by the export bench). */
export declare function findPostgres(): { initdb: string; pgCtl: string } | null;
export declare function startPostgres(): Promise<{ url: string; stop(): void }>;
