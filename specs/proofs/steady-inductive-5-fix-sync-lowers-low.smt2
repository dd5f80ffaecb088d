; steady-inductive-5-fix-sync-lowers-low
; expected: unsat
; claim: unsat: a steady round (xmit, then the path's outcome) from a state of the steady invariant keeps its fact search_low <= search_high + 1 when threshold >= 1 and connect leaves search_low <= search_high + 1
(set-logic QF_BV)
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
(declare-fun search_low () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (bvule #x00000030 tcp_min_snd_mss)
     (bvule tcp_min_snd_mss #x0000ffff)))
(assert (let ((a!1 (ite (bvslt (ite (bvslt mss_clamp tcp_min_snd_mss)
                            tcp_min_snd_mss
                            mss_clamp)
                       #x00000030)
                #x00000030
                (ite (bvslt mss_clamp tcp_min_snd_mss)
                     tcp_min_snd_mss
                     mss_clamp)))
      (a!3 (ite passive_open
                (bvadd tcp_base_mss
                       #x00000014
                       tcp_options
                       (ite ipv6 #x00000028 #x00000014))
                (bvadd tcp_base_mss
                       #x00000014
                       tcp_options
                       (ite ipv6 #x00000028 #x00000014))))
      (a!4 (ite passive_open
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014))))))
(let ((a!2 (bvsle search_high
                  (bvadd a!1
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014))))))
  (and true
       (bvsle #xffffffff search_high)
       (bvsle search_high #x0001003b)
       (bvsle #x00000000 search_high)
       a!2
       (or (bvslt tcp_probe_threshold #x00000001) (bvsle a!3 search_low))
       (or (bvslt tcp_probe_threshold #x00000001)
           (bvslt (bvadd a!4 #x00000001) a!3)
           (bvsle search_low (bvadd search_high #x00000001)))))))
(assert (let ((a!1 (bvadd (ite passive_open
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014))
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                  #x00000001))
      (a!2 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!3 (bvslt mss_clamp
                  (bvsub search_high
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (bvsub (bvashr (bvadd search_high search_low) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!4 (ite a!3
                mss_clamp
                (bvsub search_high
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (ite (bvslt (ite (bvslt mss_clamp a!5) mss_clamp a!5)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!5) mss_clamp a!5))))
(let ((a!7 (bvslt (bvsub (ite (bvslt a!4 tcp_min_snd_mss) tcp_min_snd_mss a!4)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!9 (bvadd (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014)))))
(let ((a!8 (not (or a!7
                    (bvslt (bvsub search_high search_low) tcp_probe_threshold))))
      (a!11 (ite (bvslt (ite (bvult route_mtu search_high)
                             route_mtu
                             search_high)
                        a!9)
                 (ite (bvult route_mtu search_high) route_mtu search_high)
                 a!9)))
(let ((a!10 (and a!8 (not (bvult route_mtu a!9)) (not (= a!9 #x00000000)))))
(let ((a!12 (ite a!10
                 (ite (bvsle a!9 path_mtu)
                      (ite (bvult route_mtu search_high) route_mtu search_high)
                      (bvsub a!9 #x00000001))
                 search_high)))
(let ((a!13 (bvsle (ite a!10
                        (ite (bvsle a!9 path_mtu) a!11 search_low)
                        search_low)
                   (bvadd a!12 #x00000001))))
  (not (or (bvslt tcp_probe_threshold #x00000001)
           (bvslt a!1 (ite passive_open a!2 a!2))
           a!13))))))))))
(check-sat)
