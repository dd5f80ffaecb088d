; order-mss-in-range-steady-k1-latest-sane
; expected: sat
; claim: unsat: a steady round keeps the invariant (1-induction with the steady invariant)
(set-logic QF_BV)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun search_low () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
(declare-fun mss_cache () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000228) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (bvule #x00000030 tcp_min_snd_mss)
     (bvule tcp_min_snd_mss #x0000ffff)
     (bvsle #x00000030 tcp_base_mss)
     (bvsle tcp_base_mss #x0000ffff)
     (bvule #x00000058 mss_clamp)))
(assert (let ((a!1 (ite (bvslt (ite (bvslt mss_clamp tcp_min_snd_mss)
                            tcp_min_snd_mss
                            mss_clamp)
                       #x00000030)
                #x00000030
                (ite (bvslt mss_clamp tcp_min_snd_mss)
                     tcp_min_snd_mss
                     mss_clamp)))
      (a!2 (bvsle (ite passive_open
                       (bvadd tcp_base_mss
                              #x00000014
                              tcp_options
                              (ite ipv6 #x00000028 #x00000014))
                       (bvadd tcp_base_mss
                              #x00000014
                              tcp_options
                              (ite ipv6 #x00000028 #x00000014)))
                  search_low)))
  (and true
       (bvsle #xffffffff search_high)
       (bvsle search_high #x0001003b)
       (bvsle (bvadd #x00000043 (ite ipv6 #x00000028 #x00000014)) search_high)
       (bvsle #x00000000 search_high)
       (bvsle search_high
              (bvadd a!1 #x00000014 (ite ipv6 #x00000028 #x00000014)))
       (or (bvslt tcp_probe_threshold #x00000001) a!2)
       (bvsle (bvadd #x00000044 (ite ipv6 #x00000028 #x00000014)) search_low)
       (bvsle search_low #x00010077))))
(assert (let ((a!1 (bvslt mss_clamp
                  (bvsub #x00000000
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite a!1
                mss_clamp
                (bvsub #x00000000
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvsle mss_cache
                  (bvsub (ite (bvslt a!2 tcp_min_snd_mss) tcp_min_snd_mss a!2)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!4 (or (bvsle (bvadd mss_cache
                             (bvadd #x00000014 tcp_options)
                             (ite ipv6 #x00000028 #x00000014))
                      search_high)
               a!3)))
  (and (bvsle search_low
              (bvadd mss_cache
                     (bvadd #x00000014 tcp_options)
                     (ite ipv6 #x00000028 #x00000014)))
       a!4))))))
(assert (let ((a!1 (bvslt mss_clamp
                  (bvsub search_high
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!3 (bvsub (bvashr (bvadd search_high search_low) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!9 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!19 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite a!1
                mss_clamp
                (bvsub search_high
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!4 (ite (bvslt (ite (bvslt mss_clamp a!3) mss_clamp a!3)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!3) mss_clamp a!3)))
      (a!10 (ite a!9
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (ite a!19
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!5 (bvslt (bvsub (ite (bvslt a!2 tcp_min_snd_mss) tcp_min_snd_mss a!2)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!4 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!7 (bvadd (bvsub a!4 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!11 (bvsub (ite (bvslt a!10 tcp_min_snd_mss) tcp_min_snd_mss a!10)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!6 (not (or a!5
                    (bvslt (bvsub search_high search_low) tcp_probe_threshold))))
      (a!12 (bvslt mss_clamp
                   (bvsub a!7
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!8 (and a!6 (not (bvult route_mtu a!7)) (not (= a!7 #x00000000))))
      (a!13 (ite a!12
                 mss_clamp
                 (bvsub a!7 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!14 (bvsub (ite (bvslt a!13 tcp_min_snd_mss) tcp_min_snd_mss a!13)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!18 (ite a!8
                 (ite (bvsle a!7 path_mtu)
                      (ite (bvult route_mtu search_high) route_mtu search_high)
                      (bvsub a!7 #x00000001))
                 search_high)))
(let ((a!15 (ite a!8
                 (ite (bvsle a!7 path_mtu)
                      (ite (bvslt a!11 a!14) a!11 a!14)
                      mss_cache)
                 mss_cache)))
(let ((a!16 (bvadd a!15
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!21 (bvsle a!15
                   (bvsub (ite (bvslt a!20 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!20)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!17 (bvsle (ite a!8
                        (ite (bvsle a!7 path_mtu) a!7 search_low)
                        search_low)
                   a!16)))
  (not (and a!17 (or (bvsle a!16 a!18) a!21)))))))))))))
(check-sat)
