; sane-cwnd-fix-sync-lowers-low
; expected: unsat
; claim: unsat: tcp_mtup_probe_success never takes a snd_cwnd of 1..INT_MAX to 0 (every such cwnd, int mss_cache, positive probe_size)
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
(assert (let ((a!1 (bvmul ((_ zero_extend 32) snd_cwnd)
                  ((_ sign_extend 32)
                    (bvadd mss_cache
                           #x00000014
                           tcp_options
                           (ite ipv6 #x00000028 #x00000014))))))
(let ((a!2 (bvult ((_ extract 31 0)
                    (bvudiv a!1 ((_ zero_extend 32) probe_size)))
                  #x00000001)))
(let ((a!3 (ite a!2
                #x00000001
                ((_ extract 31 0) (bvudiv a!1 ((_ zero_extend 32) probe_size))))))
  (= a!3 #x00000000)))))
(check-sat)
