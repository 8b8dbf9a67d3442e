export declare const INSTALL_HINT: string;
export declare function findPostgresBin(): string | null;
export interface ThrowawayCluster {
  url: string;
  bin: string;
  stop(): void;
}
export declare function startCluster(port: number, bin?: string | null): ThrowawayCluster;
