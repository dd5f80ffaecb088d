; termination-fair-ranking-v5-sane
; expected: sat
; claim: unsat: on the steady path every round that fails the ranking function is unfair (loses a probe of size <= tcp_mss_to_mtu(mss_cache)) (every int threshold)
(set-logic QF_BV)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun search_low () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
(declare-fun mss_cache () (_ BitVec 32))
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun passive_open () Bool)
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000228) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (= tcp_min_snd_mss #x00000030)
     (bvsle #x00000030 tcp_base_mss)
     (bvsle tcp_base_mss #x0000ffff)
     (bvule #x00000058 mss_clamp)))
(assert (let ((a!1 (bvsle search_high
                  (bvadd mss_clamp
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!2 (ite (bvslt (ite (bvslt mss_clamp tcp_min_snd_mss)
                            tcp_min_snd_mss
                            mss_clamp)
                       #x00000030)
                #x00000030
                (ite (bvslt mss_clamp tcp_min_snd_mss)
                     tcp_min_snd_mss
                     mss_clamp)))
      (a!4 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!5 (bvult route_mtu
                  (bvadd mss_clamp
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!8 (bvslt mss_clamp
                  (bvsub search_high
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!10 (bvsub (bvashr (bvadd search_high search_low) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!18 (not (bvslt (bvsub ((_ sign_extend 32) search_high)
                               ((_ sign_extend 32) search_low))
                        #x0000000000000000))))
(let ((a!3 (bvsle search_high
                  (bvadd a!2
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!6 (ite a!5
                route_mtu
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!9 (ite a!8
                mss_clamp
                (bvsub search_high
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!11 (ite (bvslt (ite (bvslt mss_clamp a!10) mss_clamp a!10) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!10) mss_clamp a!10))))
(let ((a!7 (ite passive_open
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))
                a!6))
      (a!12 (bvslt (bvsub (ite (bvslt a!9 #x00000030) #x00000030 a!9)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!11
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!14 (bvadd (bvsub a!11
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!13 (or a!12
                (bvslt (bvsub search_high search_low)
                       (ite (bvslt #x00000001 tcp_probe_threshold)
                            tcp_probe_threshold
                            #x00000001))))
      (a!20 (bvslt (bvadd mss_cache
                          (bvadd (bvadd #x00000014 tcp_options)
                                 (ite ipv6 #x00000028 #x00000014)))
                   a!14)))
(let ((a!15 (and (not a!13)
                 (not (bvult route_mtu a!14))
                 (not (= a!14 #x00000000)))))
(let ((a!16 (ite a!15
                 (ite (bvsle a!14 path_mtu)
                      (ite (bvult route_mtu search_high) route_mtu search_high)
                      (bvsub a!14 #x00000001))
                 search_high))
      (a!17 ((_ sign_extend 32)
              (ite a!15 (ite (bvsle a!14 path_mtu) a!14 search_low) search_low))))
(let ((a!19 (and (bvslt (bvsub ((_ sign_extend 32) a!16) a!17)
                        (bvsub ((_ sign_extend 32) search_high)
                               ((_ sign_extend 32) search_low)))
                 a!18)))
  (and true
       (bvsle #xffffffff search_high)
       (bvsle search_high #x0001003b)
       (bvsle (bvadd #x00000043 (ite ipv6 #x00000028 #x00000014)) search_high)
       (bvsle #x00000000 search_high)
       a!1
       a!3
       (or (bvslt tcp_probe_threshold #x00000001)
           (bvsle (ite passive_open a!4 a!4) search_low))
       (or (bvslt tcp_probe_threshold #x00000001)
           (bvslt (bvadd a!7 #x00000001) (ite passive_open a!4 a!4))
           (bvsle search_low (bvadd search_high #x00000001)))
       (bvsle (ite passive_open a!4 a!4) search_low)
       (bvsle (bvadd #x00000044 (ite ipv6 #x00000028 #x00000014)) search_low)
       (bvsle search_low #x00010077)
       (or (bvsle search_low (ite passive_open a!4 a!4))
           (bvsle search_low (bvadd search_high #x00000001)))
       (or passive_open (bvsle search_high route_mtu))
       a!15
       (not a!19)
       (or (bvsle a!14 path_mtu) a!20))))))))))
(check-sat)
