; termination-fair-ranking-fix-sync-lowers-low
; expected: sat
; claim: unsat: on the steady path every round that fails the ranking function is unfair (loses a probe of size <= tcp_mss_to_mtu(mss_cache)) (every int threshold)
(set-logic QF_BV)
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun search_low () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
(declare-fun mss_cache () (_ BitVec 32))
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun passive_open () Bool)
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
      (a!3 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!4 (ite passive_open
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!5 (bvslt mss_clamp
                  (bvsub search_high
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (bvsub (bvashr (bvadd search_high search_low) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!16 (not (bvslt (bvsub ((_ sign_extend 32) search_high)
                               ((_ sign_extend 32) search_low))
                        #x0000000000000000))))
(let ((a!2 (bvsle search_high
                  (bvadd a!1
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!6 (ite a!5
                mss_clamp
                (bvsub search_high
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!8 (ite (bvslt (ite (bvslt mss_clamp a!7) mss_clamp a!7)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!7) mss_clamp a!7))))
(let ((a!9 (bvslt (bvsub (ite (bvslt a!6 tcp_min_snd_mss) tcp_min_snd_mss a!6)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!8 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!11 (bvadd (bvsub a!8 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!10 (not (or a!9
                     (bvslt (bvsub search_high search_low) tcp_probe_threshold))))
      (a!14 (ite (bvslt (ite (bvult route_mtu search_high)
                             route_mtu
                             search_high)
                        a!11)
                 (ite (bvult route_mtu search_high) route_mtu search_high)
                 a!11))
      (a!18 (bvslt (bvadd mss_cache
                          (bvadd (bvadd #x00000014 tcp_options)
                                 (ite ipv6 #x00000028 #x00000014)))
                   a!11)))
(let ((a!12 (and a!10 (not (bvult route_mtu a!11)) (not (= a!11 #x00000000)))))
(let ((a!13 (ite a!12
                 (ite (bvsle a!11 path_mtu)
                      (ite (bvult route_mtu search_high) route_mtu search_high)
                      (bvsub a!11 #x00000001))
                 search_high))
      (a!15 ((_ sign_extend 32)
              (ite a!12 (ite (bvsle a!11 path_mtu) a!14 search_low) search_low))))
(let ((a!17 (and (bvslt (bvsub ((_ sign_extend 32) a!13) a!15)
                        (bvsub ((_ sign_extend 32) search_high)
                               ((_ sign_extend 32) search_low)))
                 a!16)))
  (and true
       (bvsle #xffffffff search_high)
       (bvsle search_high #x0001003b)
       (bvsle #x00000000 search_high)
       a!2
       (or (bvslt tcp_probe_threshold #x00000001)
           (bvsle (ite passive_open a!3 a!3) search_low))
       (or (bvslt tcp_probe_threshold #x00000001)
           (bvslt (bvadd a!4 #x00000001) (ite passive_open a!3 a!3))
           (bvsle search_low (bvadd search_high #x00000001)))
       a!12
       (not a!17)
       (or (bvsle a!11 path_mtu) a!18))))))))))
(check-sat)
