/**
 * @module
 * The WGSL kernel of the GPU engine: the constellation search of constellation-walk.ts, one task
 * per invocation, as a loop of straight-line passes, one node a pass.
 *
 * A task is an entry `(cols, ld, rd, free)` at one level of one unit's search (a unit is a
 * constellation of the plan, as in the split count): the columns the queens above it hold, the
 * squares their diagonals attack, and the columns still to try there. A pass takes the lowest
 * column of the top entry (`free & (0 - free)`), moves the diagonals `gap` columns to the next
 * level's row (levels skip the rows of the border queens, as in constellation-search.ts), and
 * either counts a solution (the next level is the last, whose one column is forced) or pushes the
 * next level's entry if it has a free column. An entry whose last column was taken is popped in the
 * same pass, so every pass of a working invocation is a node, with no branch on the board.
 *
 * Work reaches invocations through a queue in storage. The host fills it with tasks already split
 * a few levels down (gpu-presplit.ts), enough to keep every invocation busy. When the queue runs
 * short, an invocation still busy at a dispatch's end hands work back: every entry of its stack
 * below the top, and every column of the top entry but the next, each a task of its own. So the
 * work spreads again as the queue runs dry, and no invocation is left with a long task while the
 * others idle.
 *
 * Dispatches are bounded: an invocation visits at most `params.passes` nodes, then writes its stack
 * back to its slot, and the next dispatch goes on from there. Tasks written in one dispatch are
 * taken in a later one (`limit` is the queue's tail as `advance` saw it between dispatches), since
 * WGSL orders no writes between workgroups within one. Counts are exact: each unit's solutions
 * and nodes are two 32-bit halves with a carry, added per task, and a unit counts its tasks still
 * open, so the host knows when it is done. The nodes of all units are summed the same way once
 * more, so that the host reads the count's progress from two words.
 *
 * Each invocation keeps its top entry, and the columns and gap of that entry's level, in
 * registers: a pass touches workgroup memory only to push an entry that still has columns to try
 * or to pop back to one, and reads the next level's shape as it pushes. Workgroup memory holds the
 * entries below the top, `WG` invocations side by side per level, so that the 16-byte entries of
 * neighbouring invocations lie next to each other.
 */
import { PASS } from './constellation-pass.wgsl.ts'
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
// Invocations per workgroup, and entries per invocation (the deepest unit's last level).
override WG: u32 = 64u;
override DEPTH: u32 = 16u;

struct Params {
  // Most passes (nodes) an invocation runs in one dispatch.
  passes: u32,
  // Invocations that take part (the grid is rounded up to whole workgroups).
  slots: u32,
  // Queue entries - 1 (a power of two).
  mask: u32,
  // Busy invocations hand work back while fewer than this many tasks wait.
  lowWater: u32,
  // Entries of \`shapes\` per rank.
  levels: u32,
  // Where in \`tallies\` the nodes of all units are summed (after each rank's own words).
  total: u32,
  // A busy invocation that has run more than this many passes on its task hands work back
  // whether or not the queue is short, so that no task is searched whole for much longer.
  longTask: u32,
}

struct Control {
  // Entries taken from head in this dispatch (more than there were, by the invocations that
  // found none).
  claimed: atomic<u32>,
  // One past the last entry written.
  tail: atomic<u32>,
  // Tasks handed back in this dispatch (more than wanted, by those refused).
  gifts: atomic<u32>,
  // Units whose every task is done, and the sum of their quotas.
  doneUnits: atomic<u32>,
  doneQuota: atomic<u32>,
  // Invocations that held a task when their dispatch ended.
  busy: atomic<u32>,
  // The first entry not taken before this dispatch, and one past the last it may take.
  head: u32,
  limit: u32,
  // Tasks this dispatch may hand back: what the queue lacked of lowWater as it began, so that
  // it never holds more than lowWater entries written since.
  wanted: u32,
  // Tasks handed back by long tasks in this dispatch (more than spare, by those refused), and
  // the room the queue has for them once \`wanted\` is set aside.
  longGifts: atomic<u32>,
  spare: u32,
}

@group(0) @binding(0) var<uniform> params: Params;
// Per rank and level l (at rank * levels + l): the columns level l + 1 may use, and the gap from
// level l to level l + 1, plus 256 when level l + 1 is the unit's last.
@group(0) @binding(1) var<storage, read> shapes: array<vec2<u32>>;
// Per rank (a unit's place in this count, costliest first): its last level, and its quota.
@group(0) @binding(2) var<storage, read> ranks: array<vec2<u32>>;
// The queue: each task's entry, and its tag (rank * 32 + level).
@group(0) @binding(3) var<storage, read_write> queue: array<vec4<u32>>;
@group(0) @binding(4) var<storage, read_write> tags: array<u32>;
// Per invocation, 1 + DEPTH entries: (tag or NONE, depth, passes run on the task, 0), then its
// entries.
@group(0) @binding(5) var<storage, read_write> slots: array<vec4<u32>>;
// Per rank, 5 words: solutions (low, high), nodes (low, high), tasks still open.
@group(0) @binding(6) var<storage, read_write> tallies: array<atomic<u32>>;
@group(0) @binding(7) var<storage, read_write> control: Control;

// Per invocation, the entries below its top one (which lives in registers), one a level.
var<workgroup> stack: array<vec4<u32>, WG * DEPTH>;

const NONE = 0xffffffffu;

${ADD64}
// A task of the unit at \`rank\` ends, having found \`found\` solutions in \`nodes\` nodes since
// last added.
fn finish(rank: u32, found: u32, nodes: u32) {
  add64(rank * 5u, found);
  add64(rank * 5u + 2u, nodes);
  add64(params.total, nodes);
  if (atomicSub(&tallies[rank * 5u + 4u], 1u) == 1u) {
    atomicAdd(&control.doneUnits, 1u);
    atomicAdd(&control.doneQuota, ranks[rank].y);
  }
}

// Whether one more task may be handed back: within \`wanted\` while the queue is \`short\`, else
// (or once that is spent) within \`spare\` for a \`long\` task.
fn mayGive(short: bool, long: bool) -> bool {
  if (short && atomicAdd(&control.gifts, 1u) < control.wanted) {
    return true;
  }
  return long && atomicAdd(&control.longGifts, 1u) < control.spare;
}

// Puts \`entry\` of the task \`tag\` in the queue as a task of its own, if one more may go.
fn handBack(entry: vec4<u32>, tag: u32, short: bool, long: bool) -> bool {
  if (entry.w == 0u || !mayGive(short, long)) {
    return false;
  }
  atomicAdd(&tallies[(tag >> 5u) * 5u + 4u], 1u);
  let at = atomicAdd(&control.tail, 1u) & params.mask;
  queue[at] = entry;
  tags[at] = (tag & ~31u) | countOneBits(entry.x);
  return true;
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
  // No task in hand: none was saved, or the one in hand has just ended.
  var idle = depth == 0u;
  // Passes run on the task in hand before this dispatch.
  var ran = state.z;
  // The top entry and its level's shape (columns, gap) live in registers; workgroup memory holds
  // the entries below it, \`spot\` being where the top would go: (depth - 1) * WG + lane.
  var top = vec4<u32>();
  var shape = vec2<u32>();
  var spot = lane;
  // The task's unit's shape entries. An entry's level is its queens' count: an entry popped in
  // the pass that pushes the next level's leaves that one in its place, so depth is no guide.
  var shape0 = (tag >> 5u) * params.levels;
  if (depth > 0u) {
    for (var i = 0u; i + 1u < depth; i += 1u) {
      stack[spot] = slots[saved + 1u + i];
      spot += WG;
    }
    top = slots[saved + depth];
    shape = shapes[shape0 + countOneBits(top.x)];
  }
  var found = 0u;
  var passes = params.passes;
  // A pass is a node: the task in hand has visited mark - passes nodes since it began, or since
  // this dispatch did.
  var mark = passes;
  loop {
    if (idle) {
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
      top = queue[at];
      tag = tags[at];
      shape0 = (tag >> 5u) * params.levels;
      shape = shapes[shape0 + countOneBits(top.x)];
      idle = false;
      spot = lane;
      mark = passes;
      ran = 0u;
    }
    // Passes come two at a time, so that the test of passes left, and the loop's own (Tint guards
    // every loop with a count of its own), run once for two nodes. A task that ends on the first
    // leaves the second unspent; one pass left at a dispatch's end goes unspent too.
    if (passes < 2u) {
      break;
    }
    passes -= 2u;
    {
${PASS}    }
    if (idle) {
      passes += 1u;
      continue;
    }
    {
${PASS}    }
  }
  var kept = 0u;
  if (tag != NONE) {
    // The loop stops only with a task in hand here (one that ended was finished at its top).
    depth = (spot - lane) / WG + 1u;
    let nodes = mark - passes;
    add64((tag >> 5u) * 5u, found);
    add64((tag >> 5u) * 5u + 2u, nodes);
    add64(params.total, nodes);
    atomicAdd(&control.busy, 1u);
    ran += nodes;
    // While the queue is short, hand back every entry below the top, and of the top entry every
    // column but the next (the one that stays): the invocation keeps a single path. Once the task
    // has run long, hand back its bottom entry (the top's other columns when that is the top),
    // the one that holds the most work, whatever the queue.
    let queued = atomicLoad(&control.tail) - control.head;
    let claimed = min(atomicLoad(&control.claimed), control.limit - control.head);
    let short = queued - claimed < params.lowWater;
    let long = ran > params.longTask;
    for (var i = 0u; i + 1u < depth; i += 1u) {
      let entry = stack[i * WG + lane];
      let bottom = long && i == 0u;
      if (!(short || bottom) || !handBack(entry, tag, short, bottom)) {
        slots[saved + 1u + kept] = entry;
        kept += 1u;
      }
    }
    let bottom = long && depth == 1u;
    if (short || bottom) {
      let next = top.w & (0u - top.w);
      if (handBack(vec4<u32>(top.xyz, top.w ^ next), tag, short, bottom)) {
        top.w = next;
      }
    }
    slots[saved + 1u + kept] = top;
    kept += 1u;
  }
  slots[saved] = vec4<u32>(tag, kept, ran, 0u);
}

// Between dispatches: what the last one took leaves the queue's head, and what it wrote may be
// taken by the next.
@compute @workgroup_size(1)
fn advance() {
  let taken = min(atomicLoad(&control.claimed), control.limit - control.head);
  control.head += taken;
  control.limit = atomicLoad(&control.tail);
  let queued = control.limit - control.head;
  control.wanted = select(0u, params.lowWater - queued, queued < params.lowWater);
  let room = params.mask + 1u - queued;
  control.spare = select(0u, room - control.wanted, room > control.wanted);
  atomicStore(&control.claimed, 0u);
  atomicStore(&control.gifts, 0u);
  atomicStore(&control.longGifts, 0u);
  atomicStore(&control.busy, 0u);
}
`
