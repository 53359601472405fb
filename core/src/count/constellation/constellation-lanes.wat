;; The lanes: a search of constellations in lockstep on 12 lanes, four to a 128-bit vector (a
;; group), with no branch that depends on the board. Every lane runs its own depth-first search (a
;; constellation's subtree below one level-0 queen); a pass moves every lane one node on, through
;; straight-line vector code. constellation-lanes.ts fills the memory and calls `run`.
;;
;; Memory, all i32 (offsets in bytes; constellation-lanes-layout.ts names them for the driver):
;; - 0: the state, 96 bytes per group of 4 lanes (group g at 96g), 4 x i32 each (lane i at +4i):
;;   the lanes' levels (-1 once a lane's subtree is finished) at +0, stack bases (level 0's entry) at
;;   +16, the level above the last at +32, nodes at +48, solutions at +64; then the active-lane
;;   mask (one i32) at +80.
;; - 1024: the stacks, 1088 bytes per lane: level k's entry is 32 bytes at stack base + 32k.
;;   +0  F   the columns still to try at level k
;;   +4  C   the columns attacked in its row
;;   +8  L   the "\" diagonals attacked in its row (moving to higher columns going down)
;;   +12 R   the "/" diagonals attacked in its row (moving to lower columns)
;;   +16 M   the next level's allowed columns (the border queens' squares taken out)
;;   +20 P2  2^gap, where gap is the columns a diagonal moves to the next level (1, 2 or 3)
;;   +24 P3  2^(3 - gap): the moves are multiplications since a vector shifts all lanes alike
;;   +28 RET the level to go back to once level k has no column left: the nearest level above
;;           with columns left, -1 when none is (the subtree is then finished)
;;   M, P2 and P3 are the constellation's, written by the driver with the lane's work; the rest
;;   changes as the lane searches. The entry below the base (level -1) has F = 0, M = 0, RET = -1.
;;
;; One pass of a lane at level k takes F's lowest column b (a node), works out the next level's
;; free columns f, and goes down when f has any, unless the next level is the last, where f is
;; the forced queen and counts a solution. Where it does not go down it stays at level k if F has
;; columns left, else goes back to RET in the same pass: every pass of a working lane is a node.
;;
;; The fields of four lanes come in as four rows (one 16-byte load per lane and half entry) and
;; are turned into one vector per field (F of the four lanes, C of the four lanes, ...) by a 4 x 4
;; transpose: two rounds of shuffles, 32-bit interleaves, then 64-bit ones. The next level's
;; entry goes back the same way.
(module
  (memory (export "memory") 1)

  ;; Runs passes of all lanes until a lane that is active (mask bit set) finishes its subtree, or
  ;; `limit` passes have run; returns the passes run (not counting the one in which a lane
  ;; finished). Its caller gives such a lane new work.
  (func (export "run") (param $limit i32) (result i32)
    (local $passes i32)
    (local $finished i32)
    (local $g i32) ;; the group's state, at 96g
    ;; The group's state.
    (local $level v128) (local $nodes v128) (local $solutions v128)
    ;; The lanes' entries at their levels, and the next levels' levels.
    (local $entry v128) (local $next v128)
    ;; Rows as loaded, and the transposes' halfway pairs.
    (local $a0 v128) (local $a1 v128) (local $a2 v128) (local $a3 v128)
    (local $u0 v128) (local $u1 v128) (local $u2 v128) (local $u3 v128)
    ;; One vector per field of the entries.
    (local $f v128) (local $c v128) (local $l v128) (local $r v128)
    (local $m v128) (local $p2 v128) (local $p3 v128) (local $ret v128)
    ;; The pass: the column taken, columns left, the next level's entry, where to go back to.
    (local $b v128) (local $left v128)
    (local $f1 v128) (local $c1 v128) (local $l1 v128) (local $r1 v128)
    (local $back v128) (local $last v128) (local $stop v128)
    (block $out
      (loop $pass
        (local.set $g (i32.const 0))
        (loop $group
          (local.set $level (v128.load offset=0 (local.get $g)))
          (local.set $nodes (v128.load offset=48 (local.get $g)))
          (local.set $solutions (v128.load offset=64 (local.get $g)))
          (local.set $entry (i32x4.add (v128.load offset=16 (local.get $g))
            (i32x4.shl (local.get $level) (i32.const 5))))

          ;; The four lanes' entries, transposed into F, C, L, R, then M, P2, P3, RET.
          (local.set $a0 (v128.load (i32x4.extract_lane 0 (local.get $entry))))
          (local.set $a1 (v128.load (i32x4.extract_lane 1 (local.get $entry))))
          (local.set $a2 (v128.load (i32x4.extract_lane 2 (local.get $entry))))
          (local.set $a3 (v128.load (i32x4.extract_lane 3 (local.get $entry))))
          (local.set $u0 (i8x16.shuffle 0 1 2 3 16 17 18 19 4 5 6 7 20 21 22 23
            (local.get $a0) (local.get $a1)))
          (local.set $u1 (i8x16.shuffle 8 9 10 11 24 25 26 27 12 13 14 15 28 29 30 31
            (local.get $a0) (local.get $a1)))
          (local.set $u2 (i8x16.shuffle 0 1 2 3 16 17 18 19 4 5 6 7 20 21 22 23
            (local.get $a2) (local.get $a3)))
          (local.set $u3 (i8x16.shuffle 8 9 10 11 24 25 26 27 12 13 14 15 28 29 30 31
            (local.get $a2) (local.get $a3)))
          (local.set $f (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23
            (local.get $u0) (local.get $u2)))
          (local.set $c (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31
            (local.get $u0) (local.get $u2)))
          (local.set $l (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23
            (local.get $u1) (local.get $u3)))
          (local.set $r (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31
            (local.get $u1) (local.get $u3)))
          (local.set $a0 (v128.load offset=16 (i32x4.extract_lane 0 (local.get $entry))))
          (local.set $a1 (v128.load offset=16 (i32x4.extract_lane 1 (local.get $entry))))
          (local.set $a2 (v128.load offset=16 (i32x4.extract_lane 2 (local.get $entry))))
          (local.set $a3 (v128.load offset=16 (i32x4.extract_lane 3 (local.get $entry))))
          (local.set $u0 (i8x16.shuffle 0 1 2 3 16 17 18 19 4 5 6 7 20 21 22 23
            (local.get $a0) (local.get $a1)))
          (local.set $u1 (i8x16.shuffle 8 9 10 11 24 25 26 27 12 13 14 15 28 29 30 31
            (local.get $a0) (local.get $a1)))
          (local.set $u2 (i8x16.shuffle 0 1 2 3 16 17 18 19 4 5 6 7 20 21 22 23
            (local.get $a2) (local.get $a3)))
          (local.set $u3 (i8x16.shuffle 8 9 10 11 24 25 26 27 12 13 14 15 28 29 30 31
            (local.get $a2) (local.get $a3)))
          (local.set $m (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23
            (local.get $u0) (local.get $u2)))
          (local.set $p2 (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31
            (local.get $u0) (local.get $u2)))
          (local.set $p3 (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23
            (local.get $u1) (local.get $u3)))
          (local.set $ret (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31
            (local.get $u1) (local.get $u3)))

          ;; The lowest column: two's complement makes -F flip every bit above it. (A lane at
          ;; level -1 has F = 0: it takes nothing and stays.)
          (local.set $b (v128.and (local.get $f) (i32x4.neg (local.get $f))))
          ;; The columns left to try at this level, back into each lane's entry.
          (local.set $left (v128.xor (local.get $f) (local.get $b)))
          (v128.store32_lane 0 (i32x4.extract_lane 0 (local.get $entry)) (local.get $left))
          (v128.store32_lane 1 (i32x4.extract_lane 1 (local.get $entry)) (local.get $left))
          (v128.store32_lane 2 (i32x4.extract_lane 2 (local.get $entry)) (local.get $left))
          (v128.store32_lane 3 (i32x4.extract_lane 3 (local.get $entry)) (local.get $left))
          (local.set $c1 (v128.or (local.get $c) (local.get $b)))
          (local.set $l1 (i32x4.mul (v128.or (local.get $l) (local.get $b)) (local.get $p2)))
          (local.set $r1 (i32x4.shr_u
            (i32x4.mul (v128.or (local.get $r) (local.get $b)) (local.get $p3))
            (i32.const 3)))
          ;; f = M & ~(C1 | L1 | R1): v128.andnot(a, b) is a & ~b.
          (local.set $f1 (v128.andnot (local.get $m)
            (v128.or (local.get $c1) (v128.or (local.get $l1) (local.get $r1)))))
          ;; Where not going down: this level while it has columns left, else RET. The next
          ;; level's RET is the same: where its subtree ends, the search goes on.
          (local.set $back (v128.bitselect (local.get $ret) (local.get $level)
            (i32x4.eq (local.get $left) (v128.const i32x4 0 0 0 0))))
          (local.set $last (i32x4.eq (local.get $level) (v128.load offset=32 (local.get $g))))
          ;; A node wherever a column was taken (F has columns, so min(F, 1) is 1); a solution
          ;; where the next level is the last and has its column (subtracting -1 adds one).
          (local.set $nodes (i32x4.add (local.get $nodes)
            (i32x4.min_u (local.get $f) (v128.const i32x4 1 1 1 1))))
          (local.set $stop (i32x4.eq (local.get $f1) (v128.const i32x4 0 0 0 0)))
          (local.set $solutions (i32x4.sub (local.get $solutions)
            (v128.andnot (local.get $last) (local.get $stop))))
          ;; Down (level + 1) where f has columns and the next level is not the last.
          (local.set $stop (v128.or (local.get $stop) (local.get $last)))
          (local.set $next (v128.bitselect
            (local.get $back)
            (i32x4.sub (local.get $level) (v128.const i32x4 -1 -1 -1 -1))
            (local.get $stop)))

          ;; The next level's entry: F, C, L, R in one 16-byte store per lane, RET in another.
          (local.set $u0 (i8x16.shuffle 0 1 2 3 16 17 18 19 4 5 6 7 20 21 22 23
            (local.get $f1) (local.get $c1)))
          (local.set $u1 (i8x16.shuffle 8 9 10 11 24 25 26 27 12 13 14 15 28 29 30 31
            (local.get $f1) (local.get $c1)))
          (local.set $u2 (i8x16.shuffle 0 1 2 3 16 17 18 19 4 5 6 7 20 21 22 23
            (local.get $l1) (local.get $r1)))
          (local.set $u3 (i8x16.shuffle 8 9 10 11 24 25 26 27 12 13 14 15 28 29 30 31
            (local.get $l1) (local.get $r1)))
          (v128.store offset=32 (i32x4.extract_lane 0 (local.get $entry))
            (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23 (local.get $u0) (local.get $u2)))
          (v128.store offset=32 (i32x4.extract_lane 1 (local.get $entry))
            (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31
              (local.get $u0) (local.get $u2)))
          (v128.store offset=32 (i32x4.extract_lane 2 (local.get $entry))
            (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23 (local.get $u1) (local.get $u3)))
          (v128.store offset=32 (i32x4.extract_lane 3 (local.get $entry))
            (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31
              (local.get $u1) (local.get $u3)))
          (v128.store32_lane offset=60 0 (i32x4.extract_lane 0 (local.get $entry)) (local.get $back))
          (v128.store32_lane offset=60 1 (i32x4.extract_lane 1 (local.get $entry)) (local.get $back))
          (v128.store32_lane offset=60 2 (i32x4.extract_lane 2 (local.get $entry)) (local.get $back))
          (v128.store32_lane offset=60 3 (i32x4.extract_lane 3 (local.get $entry)) (local.get $back))

          (v128.store offset=0 (local.get $g) (local.get $next))
          (v128.store offset=48 (local.get $g) (local.get $nodes))
          (v128.store offset=64 (local.get $g) (local.get $solutions))
          ;; Lanes whose subtree is finished (level -1) and still active end the run.
          (local.set $finished (i32.or (local.get $finished)
            (i32.and
              (i32x4.bitmask (i32x4.lt_s (local.get $next) (v128.const i32x4 0 0 0 0)))
              (i32.load offset=80 (local.get $g)))))
          (br_if $group (i32.lt_u
            (local.tee $g (i32.add (local.get $g) (i32.const 96)))
            (i32.const 288))))
        (br_if $out (local.get $finished))
        (local.set $passes (i32.add (local.get $passes) (i32.const 1)))
        (br_if $pass (i32.lt_u (local.get $passes) (local.get $limit)))))
    (local.get $passes)))
