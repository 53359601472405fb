/**
 * @module
 * The WGSL kernel of the GPU engine: the constellation search of constellation-walk.ts, one task
 * per invocation, as a loop of straight-line passes, one node a pass.
 *
 * A task is a frame `(cols, ld, rd, free)` at one level of one unit's search (a unit is a
 * constellation of the plan, as in the split count): the columns the queens above it hold, the
 * squares their diagonals attack, and the columns still to try there. A pass takes the lowest
 * column of the top frame (`free & (0 - free)`), moves the diagonals `gap` columns to the next
 * level's row (levels skip the rows of the border queens, as in constellation-search.ts), and
 * either counts a solution (the next level is the last, whose one column is forced) or pushes the
 * next level's frame if it has a free column. A frame whose last column was taken is popped in the
 * same pass, so every pass of a working invocation is a node, with no branch on the board.
 *
 * Work reaches invocations through a queue in storage. The host puts one task per unit in it (level
 * 0); an invocation that takes a task while few wait splits it instead of searching it: each
 * column of its frame becomes a task one level down. So the queue fills with finer tasks at the
 * start, and again as it runs dry at the end, when long tasks would otherwise leave most
 * invocations idle.
 *
 * Dispatches are bounded: an invocation visits at most `params.passes` nodes, then writes its stack
 * back to its slot, and the next dispatch goes on from there. Tasks written in one dispatch are
 * taken in a later one (`limit` is the queue's tail as `advance` saw it between dispatches), since
 * WGSL orders no writes between workgroups within one. Counts are exact: each unit's solutions
 * and nodes are two 32-bit halves with a carry, added per task, and a unit counts its tasks still
 * open, so the host knows when it is done.
 *
 * Workgroup memory holds the stacks, `WG` invocations side by side per level, so that the 16-byte
 * frames of neighbouring invocations lie next to each other.
 */
/**
 * Adds a 32-bit value to a 64-bit count kept in two words of `tallies`: the low word takes the
 * value, and an add that wrapped it carries one into the high word. Each add that wraps does so
 * exactly once, whatever others do at the same time, so the pair stays exact. Its own test runs it
 * across the 2^32 boundary.
 */
export const ADD64 = /* wgsl */ `
fn add64(at: u32, value: u32) {
  if (value == 0u) {
    return;
  }
  let before = atomicAdd(&tallies[at], value);
  if (before + value < before) {
    atomicAdd(&tallies[at + 1u], 1u);
  }
}
`

export const CONSTELLATION_KERNEL = /* wgsl */ `
// Invocations per workgroup, and frames per invocation (the deepest unit's last level).
override WG: u32 = 64u;
override DEPTH: u32 = 16u;

struct Params {
  // Most passes (nodes) an invocation runs in one dispatch.
  passes: u32,
  // Invocations that take part (the grid is rounded up to whole workgroups).
  slots: u32,
  // Queue entries - 1 (a power of two).
  mask: u32,
  // A task taken while fewer than this many wait is split.
  lowWater: u32,
  // Entries of \`shapes\` per unit.
  levels: u32,
  // Split only tasks with at least this many levels to their last.
  minSplit: u32,
}

struct Control {
  // Entries taken from head in this dispatch (more than there were, by the invocations that
  // found none).
  claimed: atomic<u32>,
  // One past the last entry written.
  tail: atomic<u32>,
  // Splits asked for in this dispatch (more than allowed, by those refused).
  splits: atomic<u32>,
  // Units whose every task is done, and the sum of their progress weights.
  doneUnits: atomic<u32>,
  doneWeight: atomic<u32>,
  // Invocations that held a task when their dispatch ended.
  busy: atomic<u32>,
  // The first entry not taken before this dispatch, and one past the last it may take.
  head: u32,
  limit: u32,
  // Splits this dispatch may make: each adds at most 32 entries, and the queue must not wrap
  // onto entries not yet taken.
  allowance: u32,
}

@group(0) @binding(0) var<uniform> params: Params;
// Per unit and level l (at unit * levels + l): the columns level l + 1 may use, and the gap from
// level l to level l + 1, plus 256 when level l + 1 is the unit's last.
@group(0) @binding(1) var<storage, read> shapes: array<vec2<u32>>;
// Per unit: its last level, and its progress weight.
@group(0) @binding(2) var<storage, read> units: array<vec2<u32>>;
// The queue: each task's frame, and its tag (unit * 32 + level).
@group(0) @binding(3) var<storage, read_write> queue: array<vec4<u32>>;
@group(0) @binding(4) var<storage, read_write> tags: array<u32>;
// Per invocation, 1 + DEPTH entries: (tag or NONE, depth, 0, 0), then its frames.
@group(0) @binding(5) var<storage, read_write> slots: array<vec4<u32>>;
// Per unit, 5 words: solutions (low, high), nodes (low, high), tasks still open.
@group(0) @binding(6) var<storage, read_write> tallies: array<atomic<u32>>;
@group(0) @binding(7) var<storage, read_write> control: Control;

var<workgroup> stack: array<vec4<u32>, WG * DEPTH>;

const NONE = 0xffffffffu;

${ADD64}
// A task of \`unit\` ends, having found \`found\` solutions in \`nodes\` nodes since last added.
fn finish(unit: u32, found: u32, nodes: u32) {
  add64(unit * 5u, found);
  add64(unit * 5u + 2u, nodes);
  if (atomicSub(&tallies[unit * 5u + 4u], 1u) == 1u) {
    atomicAdd(&control.doneUnits, 1u);
    atomicAdd(&control.doneWeight, units[unit].y);
  }
}

// Splits the task (frame, tag) into one task per column of its frame, one level down; returns the
// nodes that took (one per column).
fn split(frame: vec4<u32>, tag: u32) -> u32 {
  let unit = tag >> 5u;
  let shape = shapes[unit * params.levels + (tag & 31u)];
  let gap = shape.y & 255u;
  var children = 0u;
  var free = frame.w;
  while (free != 0u) {
    let bit = free & (0u - free);
    free ^= bit;
    let open = shape.x & ~(frame.x | bit | ((frame.y | bit) << gap) | ((frame.z | bit) >> gap));
    children += select(0u, 1u, open != 0u);
  }
  if (children > 0u) {
    atomicAdd(&tallies[unit * 5u + 4u], children);
    var at = atomicAdd(&control.tail, children);
    free = frame.w;
    while (free != 0u) {
      let bit = free & (0u - free);
      free ^= bit;
      let cols = frame.x | bit;
      let ld = (frame.y | bit) << gap;
      let rd = (frame.z | bit) >> gap;
      let open = shape.x & ~(cols | ld | rd);
      if (open != 0u) {
        queue[at & params.mask] = vec4<u32>(cols, ld, rd, open);
        tags[at & params.mask] = tag + 1u;
        at += 1u;
      }
    }
  }
  return countOneBits(frame.w);
}

@compute @workgroup_size(WG)
fn search(@builtin(global_invocation_id) id: vec3<u32>, @builtin(local_invocation_index) lane: u32) {
  let slot = id.x;
  if (slot >= params.slots) {
    return;
  }
  let saved = slot * (DEPTH + 1u);
  let state = slots[saved];
  var tag = state.x;
  var depth = state.y;
  for (var i = 0u; i < depth; i += 1u) {
    stack[i * WG + lane] = slots[saved + 1u + i];
  }
  // The task's unit's shape entries. A frame's level is its queens' count: a frame popped in
  // the pass that pushes the next level's leaves that one in its place, so depth is no guide.
  var shape0 = (tag >> 5u) * params.levels;
  var found = 0u;
  var passes = params.passes;
  // A pass is a node: the task in hand has visited mark - passes nodes since it began, or since
  // this dispatch did.
  var mark = passes;
  loop {
    if (depth == 0u) {
      if (tag != NONE) {
        finish(tag >> 5u, found, mark - passes);
        found = 0u;
        tag = NONE;
      }
      let taken = atomicAdd(&control.claimed, 1u);
      if (taken >= control.limit - control.head) {
        break;
      }
      let at = (control.head + taken) & params.mask;
      let frame = queue[at];
      tag = tags[at];
      let unit = tag >> 5u;
      let level = tag & 31u;
      // Entries written and not yet taken (the claims past the end took none).
      let queued = atomicLoad(&control.tail) - control.head;
      let claimed = atomicLoad(&control.claimed);
      let waiting = select(0u, queued - claimed, queued > claimed);
      if (units[unit].x - level >= params.minSplit && waiting < params.lowWater &&
          atomicAdd(&control.splits, 1u) < control.allowance) {
        let spent = split(frame, tag);
        finish(unit, 0u, spent);
        tag = NONE;
        passes -= min(passes, spent);
        continue;
      }
      shape0 = unit * params.levels;
      stack[lane] = frame;
      depth = 1u;
      mark = passes;
    }
    if (passes == 0u) {
      break;
    }
    passes -= 1u;
    let top = depth - 1u;
    let at = top * WG + lane;
    let frame = stack[at];
    let shape = shapes[shape0 + countOneBits(frame.x)];
    // The lowest column still to try: two's complement makes 0 - free flip every bit above it.
    let bit = frame.w & (0u - frame.w);
    let rest = frame.w ^ bit;
    stack[at].w = rest;
    let gap = shape.y & 255u;
    let cols = frame.x | bit;
    let ld = (frame.y | bit) << gap;
    let rd = (frame.z | bit) >> gap;
    let open = shape.x & ~(cols | ld | rd);
    let last = shape.y > 255u;
    found += select(0u, 1u, last && open != 0u);
    // A frame with nothing left to try goes; the next level's frame, if any, takes its place.
    depth = select(depth, top, rest == 0u);
    if (!last && open != 0u) {
      stack[depth * WG + lane] = vec4<u32>(cols, ld, rd, open);
      depth += 1u;
    }
  }
  if (tag != NONE) {
    add64((tag >> 5u) * 5u, found);
    add64((tag >> 5u) * 5u + 2u, mark - passes);
    atomicAdd(&control.busy, 1u);
  }
  slots[saved] = vec4<u32>(tag, depth, 0u, 0u);
  for (var i = 0u; i < depth; i += 1u) {
    slots[saved + 1u + i] = stack[i * WG + lane];
  }
}

// Between dispatches: what the last one took leaves the queue's head, and what it wrote may be
// taken by the next.
@compute @workgroup_size(1)
fn advance() {
  let taken = min(atomicLoad(&control.claimed), control.limit - control.head);
  control.head += taken;
  control.limit = atomicLoad(&control.tail);
  control.allowance = (params.mask + 1u - (control.limit - control.head)) / 32u;
  atomicStore(&control.claimed, 0u);
  atomicStore(&control.splits, 0u);
  atomicStore(&control.busy, 0u);
}
`
