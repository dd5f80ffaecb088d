; steady-inductive-2-pre
; expected: unsat
; claim: unsat: a steady round (xmit, then the path's outcome) from a state of the steady invariant keeps its fact mss_cache as tcp_sync_mss or the passive open leaves it
(set-logic QF_BV)
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun mss_cache () (_ BitVec 32))
(declare-fun search_low () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (= tcp_min_snd_mss #x00000030)
     (= tcp_probe_threshold #x00000008)))
(assert (let ((a!1 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!4 (bvslt mss_clamp
                  (bvsub search_low
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite a!1
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (ite a!4
                mss_clamp
                (bvsub search_low
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvsub (ite (bvslt a!2 #x00000030) #x00000030 a!2)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!6 (bvsub (ite (bvslt a!5 #x00000030) #x00000030 a!5)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!7 (or (= mss_cache (ite (bvslt a!3 a!6) a!3 a!6)) (= mss_cache a!3))))
  (and true (bvsle #xffffffff search_high) (bvsle search_high #x0001003b) a!7))))))
(assert (let ((a!1 (bvslt mss_clamp
                  (bvsub search_high
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!4 (bvadd (bvmul #x00000002 mss_cache)
                  (bvadd #x00000014 tcp_options)
                  (ite ipv6 #x00000028 #x00000014)))
      (a!6 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite a!1
                mss_clamp
                (bvsub search_high
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (ite a!6
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!9 (bvslt mss_clamp
                  (bvsub a!4
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvslt (bvsub (ite (bvslt a!2 #x00000030) #x00000030 a!2)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvmul #x00000002 mss_cache)))
      (a!8 (bvsub (ite (bvslt a!7 #x00000030) #x00000030 a!7)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!10 (ite a!9
                 mss_clamp
                 (bvsub a!4 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!5 (and (not a!3) (not (bvult route_mtu a!4)) (not (= a!4 #x00000000))))
      (a!11 (bvsub (ite (bvslt a!10 #x00000030) #x00000030 a!10)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!12 (ite a!5
                 (ite (bvsle a!4 path_mtu)
                      (ite (bvslt a!8 a!11) a!8 a!11)
                      mss_cache)
                 mss_cache))
      (a!13 (bvsub (ite a!5
                        (ite (bvsle a!4 path_mtu) a!4 search_low)
                        search_low)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!14 (ite (bvslt (ite (bvslt mss_clamp a!13) mss_clamp a!13) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!13) mss_clamp a!13))))
(let ((a!15 (bvslt a!8
                   (bvsub a!14
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!16 (ite a!15
                 a!8
                 (bvsub a!14 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (or (= a!12 a!16) (= a!12 a!8))))))))))))
(check-sat)
