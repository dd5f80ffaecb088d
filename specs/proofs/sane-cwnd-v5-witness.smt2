; sane-cwnd-v5-witness
; expected: sat
; claim: sat: a cwnd that the first probe's ack of a default connection takes to 0
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
(assert (= tcp_options #x0000000c))
(assert (not ipv6))
(assert (= mss_cache #x00000400))
(assert (= probe_size #x00000508))
(assert (let ((a!1 (bvudiv (bvmul snd_cwnd
                          (bvadd mss_cache
                                 #x00000014
                                 tcp_options
                                 (ite ipv6 #x00000028 #x00000014)))
                   probe_size)))
  (= a!1 #x00000000)))
(check-sat)
