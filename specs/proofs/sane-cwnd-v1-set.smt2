; sane-cwnd-v1-set
; expected: unsat
; claim: unsat: the new snd_cwnd is 0 exactly when (snd_cwnd * tcp_mss_to_mtu(mss_cache)) mod 2^32 < probe_size (unsigned)
(set-logic QF_BV)
(declare-fun probe_size () (_ BitVec 32))
(declare-fun snd_cwnd () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_cache () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvslt #x00000000 snd_cwnd)
     (bvslt #x00000000 probe_size)))
(assert (let ((a!1 (bvmul snd_cwnd
                  (bvadd mss_cache
                         #x00000014
                         tcp_options
                         (ite ipv6 #x00000028 #x00000014)))))
  (not (= (= (bvudiv a!1 probe_size) #x00000000) (bvult a!1 probe_size)))))
(check-sat)
