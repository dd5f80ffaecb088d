; sane-cwnd-fix-probe-in-range-xmit
; expected: unsat
; claim: unsat: tcp_mtu_probe's snd_cwnd-- past its snd_cwnd >= 11 gate never gives 0 (every cwnd of 1..INT_MAX)
(set-logic QF_BV)
(declare-fun probe_size () (_ BitVec 32))
(declare-fun snd_cwnd () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvslt #x00000000 snd_cwnd)
     (bvslt #x00000000 probe_size)))
(assert (not (bvult snd_cwnd #x0000000b)))
(assert (= (bvsub snd_cwnd #x00000001) #x00000000))
(check-sat)
