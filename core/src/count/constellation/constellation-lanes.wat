;; The lanes: a search of constellations in lockstep on 12 lanes, four to a 128-bit vector (a
;; group), with no branch that depends on the board. Every lane runs its own depth-first search (a
;; constellation's subtree below one level-0 queen); one step of all lanes is one pass through
;; straight-line vector code. constellation-lanes.ts fills the memory and calls `run`.
;;
;; Memory, all i32 (offsets in bytes; constellation-lanes-layout.ts names them for the driver):
;; - 0: the state, 96 bytes per group of 4 lanes (group g at 96g): the lanes' levels (-1 once a
;;   lane's subtree is done) at +0, frame bases at +16, table bases at +32, nodes at +48,
;;   solutions at +64 (4 x i32 each, lane i at +4i), then the active-lane mask (i32) at +80.
;; - 1024: the frames, 544 bytes per lane. Level k's frame is 16 bytes at frame base + 16k, holding
;;   the columns still to try there (F), and the columns (C), "\" (L) and "/" (R) diagonals
;;   attacked in its row. The frame below the base (level -1) has no columns to try.
;; - a table per constellation, written by the driver: level k's entry is 16 bytes at table base +
;;   16k, holding the next level's allowed columns (M), 2^gap and 2^(3 - gap) (the diagonals' moves
;;   to the next level, done as multiplications since a vector shifts all lanes alike), and -1 when
;;   the next level is the last (0 otherwise).
;;
;; One step of a lane at level k with columns F to try: no column left means back up a level;
;; otherwise it takes F's lowest column b (a node), works out the next level's free columns f, and
;; goes down when f has any, unless the next level is the last, where f is the forced queen and
;; counts a solution.
;;
;; The fields of four lanes come in as four rows (one 16-byte load per lane: F C L R) and are
;; turned into one vector per field (F of the four lanes, C of the four lanes, ...) by a 4 x 4
;; transpose: two rounds of shuffles, 32-bit interleaves, then 64-bit ones. The next frame goes
;; back the same way.
(module
  (memory (export "memory") 1)

  ;; Steps all lanes until a lane that is active (mask bit set) finishes its subtree, or `limit`
  ;; steps have run; returns the steps run (not counting the one in which a lane finished). Its
  ;; caller gives such a lane new work.
  (func (export "run") (param $limit i32) (result i32)
    (local $steps i32)
    (local $done i32)
    (local $g i32) ;; the group's state, at 96g
    ;; The group's state.
    (local $level v128) (local $frameBase v128) (local $tableBase v128)
    (local $nodes v128) (local $solutions v128)
    ;; This level's frame and table entry addresses, lane by lane.
    (local $frame v128) (local $entry v128)
    ;; Rows as loaded, and the transposes' halfway pairs.
    (local $a0 v128) (local $a1 v128) (local $a2 v128) (local $a3 v128)
    (local $u0 v128) (local $u1 v128) (local $u2 v128) (local $u3 v128)
    ;; One vector per field: the frame, then the table entry.
    (local $f v128) (local $c v128) (local $l v128) (local $r v128)
    (local $m v128) (local $p2 v128) (local $p3 v128) (local $last v128)
    ;; The step: F empty, the column taken, the next level's frame, no way down.
    (local $empty v128) (local $b v128)
    (local $f1 v128) (local $c1 v128) (local $l1 v128) (local $r1 v128)
    (local $dead v128)
    (block $out
      (loop $step
        (local.set $g (i32.const 0))
        (loop $group
          (local.set $level (v128.load offset=0 (local.get $g)))
          (local.set $frameBase (v128.load offset=16 (local.get $g)))
          (local.set $tableBase (v128.load offset=32 (local.get $g)))
          (local.set $nodes (v128.load offset=48 (local.get $g)))
          (local.set $solutions (v128.load offset=64 (local.get $g)))
          (local.set $frame
            (i32x4.add (local.get $frameBase) (i32x4.shl (local.get $level) (i32.const 4))))
          (local.set $entry
            (i32x4.add (local.get $tableBase) (i32x4.shl (local.get $level) (i32.const 4))))

          ;; The four lanes' frames, transposed into F, C, L, R.
          (local.set $a0 (v128.load (i32x4.extract_lane 0 (local.get $frame))))
          (local.set $a1 (v128.load (i32x4.extract_lane 1 (local.get $frame))))
          (local.set $a2 (v128.load (i32x4.extract_lane 2 (local.get $frame))))
          (local.set $a3 (v128.load (i32x4.extract_lane 3 (local.get $frame))))
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

          ;; The four lanes' table entries, transposed into M, P2, P3, LAST.
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
          (local.set $m (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23
            (local.get $u0) (local.get $u2)))
          (local.set $p2 (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31
            (local.get $u0) (local.get $u2)))
          (local.set $p3 (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23
            (local.get $u1) (local.get $u3)))
          (local.set $last (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31
            (local.get $u1) (local.get $u3)))

          (local.set $empty (i32x4.eq (local.get $f) (v128.const i32x4 0 0 0 0)))
          ;; The lowest column: two's complement makes -F flip every bit above it.
          (local.set $b (v128.and (local.get $f) (i32x4.neg (local.get $f))))
          ;; The columns left to try at this level, back into each lane's frame.
          (local.set $a0 (v128.xor (local.get $f) (local.get $b)))
          (v128.store32_lane 0 (i32x4.extract_lane 0 (local.get $frame)) (local.get $a0))
          (v128.store32_lane 1 (i32x4.extract_lane 1 (local.get $frame)) (local.get $a0))
          (v128.store32_lane 2 (i32x4.extract_lane 2 (local.get $frame)) (local.get $a0))
          (v128.store32_lane 3 (i32x4.extract_lane 3 (local.get $frame)) (local.get $a0))
          (local.set $c1 (v128.or (local.get $c) (local.get $b)))
          (local.set $l1 (i32x4.mul (v128.or (local.get $l) (local.get $b)) (local.get $p2)))
          (local.set $r1 (i32x4.shr_u
            (i32x4.mul (v128.or (local.get $r) (local.get $b)) (local.get $p3))
            (i32.const 3)))
          ;; f = M & ~(C1 | L1 | R1): v128.andnot(a, b) is a & ~b.
          (local.set $f1 (v128.andnot (local.get $m)
            (v128.or (local.get $c1) (v128.or (local.get $l1) (local.get $r1)))))
          (local.set $dead (v128.or
            (i32x4.eq (local.get $f1) (v128.const i32x4 0 0 0 0))
            (local.get $empty)))
          ;; A node wherever a column was taken (subtracting -1 adds one); a solution where the
          ;; next level is the last and free.
          (local.set $nodes (i32x4.sub (local.get $nodes) (v128.not (local.get $empty))))
          (local.set $solutions (i32x4.sub (local.get $solutions)
            (v128.andnot (local.get $last) (local.get $dead))))
          ;; level += 1 going down (~(dead | last)), -= 1 backing up (F empty), at least -1.
          (local.set $level (i32x4.max_s
            (i32x4.add
              (i32x4.sub (local.get $level)
                (v128.not (v128.or (local.get $dead) (local.get $last))))
              (local.get $empty))
            (v128.const i32x4 -1 -1 -1 -1)))

          ;; The next level's frame: free columns, columns, diagonals, one 16-byte store per lane.
          (local.set $u0 (i8x16.shuffle 0 1 2 3 16 17 18 19 4 5 6 7 20 21 22 23
            (local.get $f1) (local.get $c1)))
          (local.set $u1 (i8x16.shuffle 8 9 10 11 24 25 26 27 12 13 14 15 28 29 30 31
            (local.get $f1) (local.get $c1)))
          (local.set $u2 (i8x16.shuffle 0 1 2 3 16 17 18 19 4 5 6 7 20 21 22 23
            (local.get $l1) (local.get $r1)))
          (local.set $u3 (i8x16.shuffle 8 9 10 11 24 25 26 27 12 13 14 15 28 29 30 31
            (local.get $l1) (local.get $r1)))
          (v128.store offset=16 (i32x4.extract_lane 0 (local.get $frame))
            (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23 (local.get $u0) (local.get $u2)))
          (v128.store offset=16 (i32x4.extract_lane 1 (local.get $frame))
            (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31
              (local.get $u0) (local.get $u2)))
          (v128.store offset=16 (i32x4.extract_lane 2 (local.get $frame))
            (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23 (local.get $u1) (local.get $u3)))
          (v128.store offset=16 (i32x4.extract_lane 3 (local.get $frame))
            (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31
              (local.get $u1) (local.get $u3)))

          (v128.store offset=0 (local.get $g) (local.get $level))
          (v128.store offset=48 (local.get $g) (local.get $nodes))
          (v128.store offset=64 (local.get $g) (local.get $solutions))
          ;; Lanes whose subtree is done (level -1) and still active end the run.
          (local.set $done (i32.or (local.get $done)
            (i32.and
              (i32x4.bitmask (i32x4.lt_s (local.get $level) (v128.const i32x4 0 0 0 0)))
              (i32.load offset=80 (local.get $g)))))
          (br_if $group (i32.lt_u
            (local.tee $g (i32.add (local.get $g) (i32.const 96)))
            (i32.const 288))))
        (br_if $out (local.get $done))
        (local.set $steps (i32.add (local.get $steps) (i32.const 1)))
        (br_if $step (i32.lt_u (local.get $steps) (local.get $limit)))))
    (local.get $steps)))
