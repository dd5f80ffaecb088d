; termination-fair-ranking-v3
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
(declare-fun passive_open () Bool)
(declare-fun tcp_base_mss () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (= tcp_min_snd_mss #x00000030)))
(assert (let ((a!1 (ite (bvslt (ite (bvslt mss_clamp tcp_min_snd_mss)
                            tcp_min_snd_mss
                            mss_clamp)
                       #x00000030)
                #x00000030
                (ite (bvslt mss_clamp tcp_min_snd_mss)
                     tcp_min_snd_mss
                     mss_clamp)))
      (a!2 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!3 (bvslt mss_clamp
                  (bvsub search_high
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (bvadd (bvashr (bvadd search_high search_low) #x00000001)
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!11 (not (bvslt (bvsub ((_ sign_extend 32) search_high)
                               ((_ sign_extend 32) search_low))
                        #x0000000000000000))))
(let ((a!4 (ite a!3
                mss_clamp
                (bvsub search_high
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (bvslt (bvadd mss_cache
                          (bvadd (bvadd #x00000014 tcp_options)
                                 (ite ipv6 #x00000028 #x00000014)))
                   a!7)))
(let ((a!5 (bvslt (bvsub (ite (bvslt a!4 #x00000030) #x00000030 a!4)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvashr (bvadd search_high search_low) #x00000001))))
(let ((a!6 (not (or a!5
                    (bvslt (bvsub search_high search_low) tcp_probe_threshold)))))
(let ((a!8 (and a!6 (not (bvult route_mtu a!7)) (not (= a!7 #x00000000)))))
(let ((a!9 (ite a!8
                (ite (bvsle a!7 path_mtu)
                     (ite (bvult route_mtu search_high) route_mtu search_high)
                     (bvsub a!7 #x00000001))
                search_high))
      (a!10 ((_ sign_extend 32)
              (ite a!8 (ite (bvsle a!7 path_mtu) a!7 search_low) search_low))))
(let ((a!12 (and (bvslt (bvsub ((_ sign_extend 32) a!9) a!10)
                        (bvsub ((_ sign_extend 32) search_high)
                               ((_ sign_extend 32) search_low)))
                 a!11)))
  (and true
       (bvsle #xffffffff search_high)
       (bvsle search_high #x0001003b)
       (bvsle #x00000000 search_high)
       (bvsle search_high
              (bvadd a!1 #x00000014 (ite ipv6 #x00000028 #x00000014)))
       (or (bvslt tcp_probe_threshold #x00000001)
           (bvsle (ite passive_open a!2 a!2) search_low))
       (or passive_open (bvsle search_high route_mtu))
       a!8
       (not a!12)
       (or (bvsle a!7 path_mtu) a!13))))))))))
(check-sat)
