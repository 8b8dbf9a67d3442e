export declare const INSTALL_HINT: string;
export declare function findPostgresBin(): string | null;
export interface ThrowawayCluster {
  url: string;
  bin: string;
  /** Stops the server, terminating its connections; data and port are kept for `resume`. */
  pause(): Promise<void>;
  /** Starts the paused server again on the same port with the same data. */
  resume(): Promise<void>;
  /** Stops the server and removes the cluster. */
  stop(): void;
}
export declare function startCluster(port: number, bin?: string | null): ThrowawayCluster;
