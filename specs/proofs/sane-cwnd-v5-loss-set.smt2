; sane-cwnd-v5-loss-set
; expected: unsat
; claim: unsat: snd_cwnd++ after a lost probe gives 0 exactly when snd_cwnd is UINT_MAX
(set-logic QF_BV)
(declare-fun probe_size () (_ BitVec 32))
(declare-fun snd_cwnd () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (not (= snd_cwnd #x00000000))
     (bvslt #x00000000 probe_size)))
(assert (not (= (= (bvadd snd_cwnd #x00000001) #x00000000) (= snd_cwnd #xffffffff))))
(check-sat)
