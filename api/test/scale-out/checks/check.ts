// One thing the two-instance test proves about a deployment of several instances. Each check gets
// the running cluster and asserts with vitest's expect; checks/index.ts lists them in order.
import type { Cluster } from '../cluster.ts';

export interface Check {
  name: string;
  /** Generous: the machine may be busy with other test files. */
  timeoutMs: number;
  run(cluster: Cluster): Promise<void>;
}
