; order-mss-in-range-steady-k2-fix-sync-lowers-low-sane
; expected: sat
; claim: unsat: two steady rounds from a state of the steady invariant keeping the invariant in the first keep it in the second (2-induction step)
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
(declare-fun passive_open () Bool)
(declare-fun tcp_probe_threshold () (_ BitVec 32))
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
       (bvsle (bvadd #x00000043 (ite ipv6 #x00000028 #x00000014)) search_high)
       (bvsle #x00000000 search_high)
       a!2
       (or (bvslt tcp_probe_threshold #x00000001) (bvsle a!3 search_low))
       (or (bvslt tcp_probe_threshold #x00000001)
           (bvslt (bvadd a!4 #x00000001) a!3)
           (bvsle search_low (bvadd search_high #x00000001)))
       (bvsle search_low #x00010077)))))
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
      (a!10 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (bvslt mss_clamp
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
      (a!11 (ite a!10
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!21 (ite a!20
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!5 (bvslt (bvsub (ite (bvslt a!2 tcp_min_snd_mss) tcp_min_snd_mss a!2)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!4 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!7 (bvadd (bvsub a!4 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!12 (bvsub (ite (bvslt a!11 tcp_min_snd_mss) tcp_min_snd_mss a!11)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!6 (not (or a!5
                    (bvslt (bvsub search_high search_low) tcp_probe_threshold))))
      (a!9 (ite (bvslt (ite (bvult route_mtu search_high) route_mtu search_high)
                       a!7)
                (ite (bvult route_mtu search_high) route_mtu search_high)
                a!7)))
(let ((a!8 (and a!6 (not (bvult route_mtu a!7)) (not (= a!7 #x00000000))))
      (a!13 (bvslt mss_clamp
                   (bvsub a!9
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!14 (ite a!13
                 mss_clamp
                 (bvsub a!9 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!19 (ite a!8
                 (ite (bvsle a!7 path_mtu)
                      (ite (bvult route_mtu search_high) route_mtu search_high)
                      (bvsub a!7 #x00000001))
                 search_high)))
(let ((a!15 (bvsub (ite (bvslt a!14 tcp_min_snd_mss) tcp_min_snd_mss a!14)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!16 (ite a!8
                 (ite (bvsle a!7 path_mtu)
                      (ite (bvslt a!12 a!15) a!12 a!15)
                      mss_cache)
                 mss_cache)))
(let ((a!17 (bvadd a!16
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!22 (bvsle a!16
                   (bvsub (ite (bvslt a!21 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!21)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!18 (bvsle (ite a!8
                        (ite (bvsle a!7 path_mtu) a!9 search_low)
                        search_low)
                   a!17)))
  (and a!18 (or (bvsle a!17 a!19) a!22)))))))))))))
(assert (let ((a!1 (bvslt mss_clamp
                  (bvsub search_high
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!3 (bvsub (bvashr (bvadd search_high search_low) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!23 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!36 (bvslt mss_clamp
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
      (a!24 (ite a!23
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!37 (ite a!36
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!5 (bvslt (bvsub (ite (bvslt a!2 tcp_min_snd_mss) tcp_min_snd_mss a!2)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!4 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!7 (bvadd (bvsub a!4 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!25 (bvsub (ite (bvslt a!24 tcp_min_snd_mss) tcp_min_snd_mss a!24)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!6 (not (or a!5
                    (bvslt (bvsub search_high search_low) tcp_probe_threshold))))
      (a!12 (ite (bvslt (ite (bvult route_mtu search_high)
                             route_mtu
                             search_high)
                        a!7)
                 (ite (bvult route_mtu search_high) route_mtu search_high)
                 a!7)))
(let ((a!8 (and a!6 (not (bvult route_mtu a!7)) (not (= a!7 #x00000000))))
      (a!29 (bvslt mss_clamp
                   (bvsub a!12
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!9 (ite a!8
                (ite (bvsle a!7 path_mtu)
                     (ite (bvult route_mtu search_high) route_mtu search_high)
                     (bvsub a!7 #x00000001))
                search_high))
      (a!30 (ite a!29
                 mss_clamp
                 (bvsub a!12
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!10 (bvslt mss_clamp
                   (bvsub a!9
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (bvadd a!9
                   (ite a!8
                        (ite (bvsle a!7 path_mtu) a!12 search_low)
                        search_low)))
      (a!17 (bvsub a!9
                   (ite a!8
                        (ite (bvsle a!7 path_mtu) a!12 search_low)
                        search_low)))
      (a!31 (bvsub (ite (bvslt a!30 tcp_min_snd_mss) tcp_min_snd_mss a!30)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!11 (ite a!10
                 mss_clamp
                 (bvsub a!9 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!14 (bvsub (bvashr a!13 #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!32 (ite a!8
                 (ite (bvsle a!7 path_mtu)
                      (ite (bvslt a!25 a!31) a!25 a!31)
                      mss_cache)
                 mss_cache)))
(let ((a!15 (ite (bvslt (ite (bvslt mss_clamp a!14) mss_clamp a!14)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!14) mss_clamp a!14))))
(let ((a!16 (bvslt (bvsub (ite (bvslt a!11 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!11)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!15
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!18 (bvadd (bvsub a!15
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!19 (and (not (or a!16 (bvslt a!17 tcp_probe_threshold)))
                 (not (bvult route_mtu a!18))
                 (not (= a!18 #x00000000))))
      (a!20 (ite (bvslt (ite (bvult route_mtu a!9) route_mtu a!9) a!18)
                 (ite (bvult route_mtu a!9) route_mtu a!9)
                 a!18)))
(let ((a!21 (ite (bvsle a!18 path_mtu)
                 a!20
                 (ite a!8 (ite (bvsle a!7 path_mtu) a!12 search_low) search_low)))
      (a!26 (bvslt mss_clamp
                   (bvsub a!20
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!35 (ite a!19
                 (ite (bvsle a!18 path_mtu)
                      (ite (bvult route_mtu a!9) route_mtu a!9)
                      (bvsub a!18 #x00000001))
                 a!9)))
(let ((a!22 (ite a!19
                 a!21
                 (ite a!8 (ite (bvsle a!7 path_mtu) a!12 search_low) search_low)))
      (a!27 (ite a!26
                 mss_clamp
                 (bvsub a!20
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!28 (bvsub (ite (bvslt a!27 tcp_min_snd_mss) tcp_min_snd_mss a!27)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!33 (ite a!19
                 (ite (bvsle a!18 path_mtu)
                      (ite (bvslt a!25 a!28) a!25 a!28)
                      a!32)
                 a!32)))
(let ((a!34 (bvadd a!33
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!38 (bvsle a!33
                   (bvsub (ite (bvslt a!37 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!37)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (and (bvsle a!22 a!34) (or (bvsle a!34 a!35) a!38))))))))))))))))))))
(check-sat)
