; sane-cwnd-fix-ipv6-min-mtu-loss
; expected: unsat
; claim: unsat: tcp_fastretrans_alert's snd_cwnd++ after a lost probe never takes a snd_cwnd of 1..INT_MAX to 0
(set-logic QF_BV)
(declare-fun probe_size () (_ BitVec 32))
(declare-fun snd_cwnd () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvslt #x00000000 snd_cwnd)
     (bvslt #x00000000 probe_size)))
(assert (= (bvadd snd_cwnd #x00000001) #x00000000))
(check-sat)
