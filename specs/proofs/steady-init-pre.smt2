; steady-init-pre
; expected: unsat
; claim: unsat: every connection starts inside the steady invariant (-1 <= search_high <= 65595; mss_cache as tcp_sync_mss or the passive open leaves it)
(set-logic QF_BV)
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun passive_open () Bool)
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (= tcp_min_snd_mss #x00000030)
     (= tcp_probe_threshold #x00000008)))
(assert (let ((a!1 (ite (bvult route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!3 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (bvsub (bvadd tcp_base_mss
                         (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!10 (bvsub (ite passive_open
                        (bvadd tcp_base_mss
                               (bvadd #x00000014 tcp_options)
                               (ite ipv6 #x00000028 #x00000014))
                        (bvadd tcp_base_mss
                               (bvadd #x00000014 tcp_options)
                               (ite ipv6 #x00000028 #x00000014)))
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!2 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                a!1))
      (a!4 (ite a!3
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (ite (bvslt (ite (bvslt mss_clamp a!6) mss_clamp a!6) #x00000030)
                #x00000030
                (ite (bvslt mss_clamp a!6) mss_clamp a!6)))
      (a!11 (ite (bvslt (ite (bvslt mss_clamp a!10) mss_clamp a!10) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!10) mss_clamp a!10))))
(let ((a!5 (bvsub (ite (bvslt a!4 #x00000030) #x00000030 a!4)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!8 (bvslt a!5
                  (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!12 (bvslt a!5
                   (bvsub a!11
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!9 (ite a!8
                a!5
                (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!13 (ite a!12
                 a!5
                 (bvsub a!11 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!14 (and true
                 (bvsle #xffffffff a!2)
                 (bvsle a!2 #x0001003b)
                 (or (= (ite passive_open a!5 a!9) a!13)
                     (= (ite passive_open a!5 a!9) a!5)))))
  (not a!14))))))))
(check-sat)
