/**
 * The WebAssembly module behind constellation-lanes.ts, emitted byte by byte: a search of
 * constellations in lockstep on `LANES` lanes, four to a 128-bit vector, with no branch that
 * depends on the board. Every lane runs its own depth-first search (a constellation's subtree
 * below one level-0 queen); one step of all lanes is one pass through straight-line vector code.
 *
 * Memory, all i32 (offsets in bytes):
 * - `STATE`: per group of 4 lanes, 96 bytes: the lanes' levels (-1 once a lane's subtree is
 *   done), frame bases, table bases, nodes, solutions (4 × i32 each), then the active-lane mask.
 * - A lane's frames (`FRAME_BYTES` apart): level k's frame is 16 bytes at frame base + 16k, holding
 *   the columns still to try there, and the columns, "\" and "/" diagonals attacked in its row. The
 *   frame below the base (level -1) has no columns to try.
 * - A constellation's table: level k's entry is 16 bytes at table base + 16k, holding the next
 *   level's allowed columns, 2^gap and 2^(3 - gap) (the diagonals' moves to the next level, done
 *   as multiplications since a vector shifts all lanes alike), and -1 when the next level is the
 *   last (0 otherwise).
 *
 * One step of a lane at level k with columns F to try: no column left means back up a level;
 * otherwise it takes F's lowest column b (a node), works out the next level's free columns f, and
 * goes down when f has any, unless the next level is the last, where f is the forced queen and
 * counts a solution. `run(limit)` steps until a lane's subtree is done or `limit` steps have run,
 * and returns the steps taken; its caller gives such a lane new work.
 */

/** Lanes per group (one 128-bit vector of i32). */
const WIDTH = 4
/** Groups stepped in turn, for instruction-level parallelism: 3 ran fastest on x86-64. */
export const GROUPS = 3
export const LANES = GROUPS * WIDTH
/** Bytes of state per group. */
export const GROUP_BYTES = 96
/** Frames per lane: levels -1 to 32. */
export const FRAME_BYTES = 34 * 16
/** Where the frames start; the state comes first. */
export const FRAMES = 1024

/** The module's bytes. */
export function lanesModuleBytes(): Uint8Array<ArrayBuffer> {
  const type = [0x60, 1, I32, 1, I32]
  const code = body()
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0],
    ...section(1, [1, ...type]),
    ...section(3, [1, 0]),
    ...section(5, [1, 0x00, 1]),
    ...section(7, [2, ...name('memory'), 2, 0, ...name('run'), 0, 0]),
    ...section(10, [1, ...vector(code)]),
  ])
}

const I32 = 0x7f
const V128 = 0x7b

// Locals: 0 is the parameter `limit`, then the i32 and v128 locals below, in this order.
const IT = 1
const DONE = 2
const ACT = 3 // GROUPS of them
const V = ACT + GROUPS
const [ZERO, M1, FA, TA, A0, A1, A2, A3, U0, U1, U2, U3] = range(V, 12)
const [F, C, L, R, M, P2, P3, LAST, EQ0, B, C1, L1, R1, F1, DEAD] = range(V + 12, 15)
const GROUP_LOCALS = V + 27 // per group: level, frame base, table base, nodes, solutions
const [KV, FB, TB, ND, SO] = [0, 1, 2, 3, 4]
const gl = (g: number, which: number): number => GROUP_LOCALS + 5 * g + which
/** The group locals a run changes, with their offsets in the group's state: saved at its end. */
const CHANGING = [
  [KV, 0],
  [ND, 48],
  [SO, 64],
]

function body(): number[] {
  const out: number[] = []
  // Two runs of locals: the i32s, then the v128s.
  out.push(2, ...uleb(2 + GROUPS), I32, ...uleb(27 + 5 * GROUPS), V128)
  const e = (...bytes: number[]): void => void out.push(...bytes)
  e(...set(M1, v128const(-1)))
  for (let g = 0; g < GROUPS; g++) {
    const o = g * GROUP_BYTES
    for (const [which, at] of [...CHANGING, [FB, 16], [TB, 32]]) {
      e(...set(gl(g, which), [...i32const(0), ...simd(0x00), 4, ...uleb(o + at)]))
    }
    e(...set(ACT + g, [...i32const(0), 0x28, 2, ...uleb(o + 80)]))
  }
  e(0x02, 0x40, 0x03, 0x40) // block $out, loop $step
  for (let g = 0; g < GROUPS; g++) e(...step(g))
  e(...get(DONE), 0x0d, 1) // br_if $out
  e(...set(IT, [...get(IT), ...i32const(1), 0x6a]))
  e(...get(IT), ...get(0), 0x49, 0x0d, 0) // br_if $step (it < limit, unsigned)
  e(0x0b, 0x0b)
  for (let g = 0; g < GROUPS; g++) {
    const o = g * GROUP_BYTES
    for (const [which, at] of CHANGING) {
      e(...i32const(0), ...get(gl(g, which)), ...simd(0x0b), 4, ...uleb(o + at))
    }
  }
  e(...get(IT), 0x0b)
  return out
}

/** One step of group g's four lanes. */
function step(g: number): number[] {
  const kv = get(gl(g, KV))
  const out: number[] = []
  const e = (...bytes: number[]): void => void out.push(...bytes)
  const address = (base: number): number[] => [
    ...get(gl(g, base)),
    ...kv,
    ...i32const(4),
    ...simd(0xab), // i32x4.shl
    ...simd(0xae), // i32x4.add
  ]
  e(...set(FA, address(FB)), ...set(TA, address(TB)))
  // Each lane's frame and table entry (one 16-byte load each), turned into one vector per field.
  for (const [from, into] of [
    [FA, [F, C, L, R]],
    [TA, [M, P2, P3, LAST]],
  ] as const) {
    for (let i = 0; i < WIDTH; i++) {
      e(...set(A0 + i, [...lane(from, i), ...simd(0x00), 4, 0]))
    }
    e(...transpose([A0, A1, A2, A3], into))
  }
  e(...set(EQ0, [...get(F), ...get(ZERO), ...simd(0x37)])) // i32x4.eq
  e(...set(B, [...get(F), ...get(F), ...simd(0xa1), ...simd(0x4e)])) // F & -F
  // The columns left to try at this level, back into each lane's frame.
  for (let i = 0; i < WIDTH; i++) {
    e(...lane(FA, i), ...get(F), ...get(B), ...simd(0x51), ...simd(0x5a), 2, 0, i)
  }
  e(...set(C1, [...get(C), ...get(B), ...simd(0x50)]))
  e(...set(L1, [...get(L), ...get(B), ...simd(0x50), ...get(P2), ...simd(0xb5)]))
  e(...set(R1, [...get(R), ...get(B), ...simd(0x50), ...get(P3), ...simd(0xb5)]))
  e(...set(R1, [...get(R1), ...i32const(3), ...simd(0xad)])) // i32x4.shr_u
  // f = M & ~(C1 | L1 | R1): v128.andnot(a, b) is a & ~b.
  e(
    ...set(F1, [
      ...get(M),
      ...get(C1),
      ...get(L1),
      ...get(R1),
      ...simd(0x50),
      ...simd(0x50),
      ...simd(0x4f),
    ]),
  )
  e(...set(DEAD, [...get(F1), ...get(ZERO), ...simd(0x37), ...get(EQ0), ...simd(0x50)]))
  // A node wherever a column was taken; a solution where the next level is the last and free.
  e(...set(gl(g, ND), [...get(gl(g, ND)), ...get(EQ0), ...simd(0x4d), ...simd(0xb1)]))
  e(
    ...set(gl(g, SO), [
      ...get(gl(g, SO)),
      ...get(LAST),
      ...get(DEAD),
      ...simd(0x4f),
      ...simd(0xb1),
    ]),
  )
  // level += 1 when going down (~(dead | last)), -= 1 when backing up (F empty), at least -1.
  e(
    ...set(gl(g, KV), [
      ...kv,
      ...get(DEAD),
      ...get(LAST),
      ...simd(0x50),
      ...simd(0x4d),
      ...simd(0xb1),
      ...get(EQ0),
      ...simd(0xae),
      ...get(M1),
      ...simd(0xb8),
    ]),
  )
  // The next level's frame: free columns, columns, diagonals, one 16-byte store per lane.
  e(...transpose([F1, C1, L1, R1], [A0, A1, A2, A3]))
  for (let i = 0; i < WIDTH; i++) {
    e(...lane(FA, i), ...get(A0 + i), ...simd(0x0b), 4, 16)
  }
  // Lanes whose subtree is done (level -1) and still active end the run.
  e(
    ...set(DONE, [
      ...get(DONE),
      ...get(gl(g, KV)),
      ...get(ZERO),
      ...simd(0x39), // i32x4.lt_s
      ...simd(0xa4), // i32x4.bitmask
      ...get(ACT + g),
      0x71, // i32.and
      0x72, // i32.or
    ]),
  )
  return out
}

const SHUFFLE_LO32 = [0, 1, 2, 3, 16, 17, 18, 19, 4, 5, 6, 7, 20, 21, 22, 23]
const SHUFFLE_HI32 = [8, 9, 10, 11, 24, 25, 26, 27, 12, 13, 14, 15, 28, 29, 30, 31]
const SHUFFLE_LO64 = [0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23]
const SHUFFLE_HI64 = [8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31]

/**
 * The 4 × 4 transpose of i32 vectors: into[j] lane i = rows[i] lane j (so four frames, loaded one
 * per lane, become one vector per field, and back). U0–U3 hold the pairs in between.
 */
function transpose(rows: readonly number[], into: readonly number[]): number[] {
  const [a, b, c, d] = rows
  const shuffle = (mask: number[], x: number, y: number): number[] => [
    ...get(x),
    ...get(y),
    ...simd(0x0d),
    ...mask,
  ]
  return [
    ...set(U0, shuffle(SHUFFLE_LO32, a, b)),
    ...set(U1, shuffle(SHUFFLE_HI32, a, b)),
    ...set(U2, shuffle(SHUFFLE_LO32, c, d)),
    ...set(U3, shuffle(SHUFFLE_HI32, c, d)),
    ...set(into[0], shuffle(SHUFFLE_LO64, U0, U2)),
    ...set(into[1], shuffle(SHUFFLE_HI64, U0, U2)),
    ...set(into[2], shuffle(SHUFFLE_LO64, U1, U3)),
    ...set(into[3], shuffle(SHUFFLE_HI64, U1, U3)),
  ]
}

/** Lane i of the address vector `local`, as an i32 on the stack. */
const lane = (local: number, i: number): number[] => [...get(local), ...simd(0x1b), i]
const get = (local: number): number[] => [0x20, ...uleb(local)]
const set = (local: number, value: number[]): number[] => [...value, 0x21, ...uleb(local)]
const simd = (op: number): number[] => [0xfd, ...uleb(op)]
const i32const = (value: number): number[] => [0x41, ...sleb(value)]
const v128const = (value: number): number[] => {
  const bytes = new Uint8Array(new Int32Array([value, value, value, value]).buffer)
  return [...simd(0x0c), ...bytes]
}

function range(from: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => from + i)
}

function uleb(value: number): number[] {
  const out: number[] = []
  do {
    let byte = value & 0x7f
    value >>>= 7
    if (value !== 0) byte |= 0x80
    out.push(byte)
  } while (value !== 0)
  return out
}

function sleb(value: number): number[] {
  const out: number[] = []
  for (;;) {
    const byte = value & 0x7f
    value >>= 7
    if ((value === 0 && (byte & 0x40) === 0) || (value === -1 && (byte & 0x40) !== 0)) {
      out.push(byte)
      return out
    }
    out.push(byte | 0x80)
  }
}

const vector = (bytes: number[]): number[] => [...uleb(bytes.length), ...bytes]
const section = (id: number, bytes: number[]): number[] => [id, ...vector(bytes)]
const name = (ascii: string): number[] => vector([...ascii].map((c) => c.charCodeAt(0)))
