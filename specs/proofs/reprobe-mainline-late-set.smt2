; reprobe-mainline-late-set
; expected: unsat
; claim: unsat: it fires late exactly when elapsed >= interval * HZ and elapsed mod 2^32 < (interval * HZ) mod 2^32
(set-logic QF_BV)
(declare-fun elapsed_jiffies64 () (_ BitVec 64))
(declare-fun stamp_jiffies64 () (_ BitVec 64))
(declare-fun HZ () (_ BitVec 32))
(declare-fun tcp_probe_interval () (_ BitVec 32))
(assert (and (or false
         (= HZ #x00000064)
         (= HZ #x000000fa)
         (= HZ #x0000012c)
         (= HZ #x000003e8))
     (bvult stamp_jiffies64 #x4000000000000000)
     (bvult elapsed_jiffies64 #x4000000000000000)))
(assert (let ((a!1 (not (bvult elapsed_jiffies64
                       (bvmul ((_ zero_extend 32) tcp_probe_interval)
                              ((_ zero_extend 32) HZ)))))
      (a!2 (bvule (bvmul tcp_probe_interval HZ)
                  (bvsub ((_ extract 31 0)
                           (bvadd stamp_jiffies64 elapsed_jiffies64))
                         ((_ extract 31 0) stamp_jiffies64))))
      (a!3 ((_ zero_extend 32)
             ((_ extract 31 0)
               (bvmul ((_ zero_extend 32) tcp_probe_interval)
                      ((_ zero_extend 32) HZ))))))
(let ((a!4 (and a!1
                (bvult ((_ zero_extend 32) ((_ extract 31 0) elapsed_jiffies64))
                       a!3))))
  (not (= (and a!1 (not a!2)) a!4)))))
(check-sat)
