; reprobe-fix-all-late
; expected: unsat
; claim: unsat: no reprobe is missed (late) within 2^32 jiffies of the stamp
(set-logic QF_BV)
(declare-fun HZ () (_ BitVec 32))
(declare-fun tcp_probe_interval () (_ BitVec 32))
(declare-fun elapsed_jiffies64 () (_ BitVec 64))
(declare-fun stamp_jiffies64 () (_ BitVec 64))
(assert (and (or false
         (= HZ #x00000064)
         (= HZ #x000000fa)
         (= HZ #x0000012c)
         (= HZ #x000003e8))
     (bvult stamp_jiffies64 #x4000000000000000)
     (bvult elapsed_jiffies64 #x4000000000000000)
     (bvule tcp_probe_interval (bvudiv #xffffffff HZ))))
(assert (bvult elapsed_jiffies64 #x0000000100000000))
(assert (let ((a!1 (not (bvult elapsed_jiffies64
                       (bvmul ((_ zero_extend 32) tcp_probe_interval)
                              ((_ zero_extend 32) HZ)))))
      (a!2 (bvule (bvmul tcp_probe_interval HZ)
                  (bvsub ((_ extract 31 0)
                           (bvadd stamp_jiffies64 elapsed_jiffies64))
                         ((_ extract 31 0) stamp_jiffies64)))))
  (and a!1 (not a!2))))
(check-sat)
