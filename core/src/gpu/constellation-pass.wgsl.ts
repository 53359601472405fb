/**
 * @module
 * The kernel's pass (constellation-kernel.wgsl.ts), one node: straight-line WGSL over the
 * registers of the kernel's \`search\` (top, shape, spot, idle, found), pasted into its loop.
 */
/**
 * One pass, one node: the next column of the top entry tried, then a push, a move on or a pop.
 * The kernel's loop runs it twice an iteration, each in a block of its own.
 */
export const PASS = /* wgsl */ `
      // The lowest column still to try: two's complement makes 0 - free flip every bit above it.
      let bit = top.w & (0u - top.w);
      let rest = top.w ^ bit;
      let gap = shape.y & 255u;
      let cols = top.x | bit;
      let ld = (top.y | bit) << gap;
      let rd = (top.z | bit) >> gap;
      let open = shape.x & ~(cols | ld | rd);
      // Bools are combined with & and |, which evaluate both sides: no branch in a pass but the
      // two loads below.
      let last = shape.y > 255u;
      let hit = open != 0u;
      found += select(0u, 1u, last & hit);
      // Push (the next level's entry), move on (the next column), or pop (the entry below comes
      // back). Workgroup memory is written only by a push that keeps the top's old entry below
      // the new one (it still has columns), and read only by a pop; the shape of the top's level
      // is read only when the level changes.
      let more = rest != 0u;
      let push = hit & !last;
      let save = push & more;
      let pop = !(push | more);
      let old = vec4<u32>(top.xyz, rest);
      if (save) {
        stack[spot] = old;
      }
      // Where the top would go is spot = (depth - 1) * WG + lane, so a pop from above the first
      // level (spot >= WG) brings the entry below back, and one from the first ends the task.
      let deep = spot >= WG;
      let back = pop & deep;
      idle = pop & !deep;
      spot += select(select(0u, WG, save), 0u - WG, back);
      top = select(old, vec4<u32>(cols, ld, rd, open), push);
      if (back) {
        top = stack[spot];
      }
      if (push | back) {
        shape = shapes[shape0 + countOneBits(top.x)];
      }
`
