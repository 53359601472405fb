/**
 * @module
 * The knobs of a GPU count's schedule, their defaults, and what a run reports of itself.
 */
/** How a run shares out its work (docs/engine.md says how the defaults were chosen). */
export interface GpuTuning {
  /** Invocations that search at once, each with its own stack. */
  slots: number
  /** Passes (one node each) an invocation runs in each dispatch of the first round. */
  passes: number
  /** Keep `passes` as given (true), or size it so that a round takes about `roundMs` (false). */
  fixedPasses: boolean
  /** The time a round should take, so that progress and cancel stay prompt. */
  roundMs: number
  /** Dispatches per round. */
  dispatches: number
  /** Busy invocations hand work back while fewer than this many tasks wait (0: twice `slots`). */
  lowWater: number
  /** The host splits the first tasks only where they have at least this many levels left. */
  minSplit: number
  /** No dispatch runs more than 1 / `tail` of the nodes expected left per invocation (0: no bound). */
  tail: number
}

export const DEFAULT_TUNING: GpuTuning = {
  slots: 1 << 17,
  passes: 1 << 12,
  fixedPasses: false,
  roundMs: 100,
  dispatches: 4,
  lowWater: 0,
  minSplit: 4,
  tail: 32,
}

/** What a run reports of itself, for the benchmark and the device script. */
export interface GpuRunStats {
  /** Rounds of dispatches, each ended by a read of the queue's state. */
  rounds: number
  /** Dispatches of the search in all. */
  dispatches: number
  /** Passes an invocation in each of the last round's dispatches. */
  passes: number
  /** Passes an invocation in each dispatch of each round. */
  roundPasses: number[]
  /** Invocations that searched. */
  slots: number
  /** Invocations per workgroup, as the stacks fitted the device's workgroup memory. */
  workgroupSize: number
  /** Invocations still searching when each round ended. */
  busy: number[]
  /** Search pipelines this count compiled: 0 where an earlier count on the device had its shape. */
  compiled: number
  /**
   * Where the count's start-up went, in ms: compiling the kernel's module and `advance` (the
   * first count on a device), laying out the work on the host, and the search pipeline (its
   * compile, or nothing where it was compiled before).
   */
  startupMs: { kernel: number; layout: number; pipeline: number }
}
