; order-mss-in-range-steady-k2-fix-all
; expected: sat
; claim: unsat: two steady rounds from a state of the steady invariant keeping the invariant in the first keep it in the second (2-induction step)
(set-logic QF_BV)
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun search_low () (_ BitVec 32))
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun mss_cache () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (bvule #x00000030 tcp_min_snd_mss)
     (bvule tcp_min_snd_mss #x0000ffff)
     (bvsle #x00000030 tcp_base_mss)
     (bvsle tcp_base_mss #x0000ffff)))
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
      (a!4 (ite passive_open
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!5 (and ipv6
                (bvslt (bvadd tcp_base_mss
                              #x00000014
                              tcp_options
                              (ite ipv6 #x00000028 #x00000014))
                       #x00000500))))
(let ((a!3 (bvsle search_high
                  (bvadd a!2
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!6 (ite a!5
                #x00000500
                (bvadd tcp_base_mss
                       #x00000014
                       tcp_options
                       (ite ipv6 #x00000028 #x00000014)))))
(let ((a!7 (ite (bvslt (ite (bvult route_mtu a!4) route_mtu a!4)
                       (ite passive_open a!6 a!6))
                (ite (bvult route_mtu a!4) route_mtu a!4)
                (ite passive_open a!6 a!6))))
(let ((a!8 (bvslt (bvadd (ite (bvult route_mtu a!4) route_mtu a!4) #x00000001)
                  a!7))
      (a!9 (bvslt (bvadd mss_clamp
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))
                  a!7)))
  (and true
       (bvsle #xffffffff search_high)
       (bvsle search_high #x0001003b)
       (bvsle #x00000000 search_high)
       a!1
       a!3
       (or (bvslt tcp_probe_threshold #x00000001) (bvsle a!7 search_low))
       (or (bvslt tcp_probe_threshold #x00000001)
           a!8
           (bvsle search_low (bvadd search_high #x00000001)))
       (bvsle a!7 search_low)
       (bvsle search_low #x00010077)
       (or (bvsle search_low a!7)
           (bvsle search_low (bvadd search_high #x00000001)))
       (or a!9 (bvsle search_low (bvadd search_high #x00000001)))
       (or passive_open (bvsle search_high route_mtu))))))))
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
(assert (let ((a!1 (bvsub (bvashr (bvadd search_high search_low #x00000001) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!7 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!17 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite (bvslt (ite (bvslt mss_clamp a!1) mss_clamp a!1)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!1) mss_clamp a!1)))
      (a!8 (ite a!7
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!18 (ite a!17
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvadd (bvsub a!2 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!9 (bvsub (ite (bvslt a!8 tcp_min_snd_mss) tcp_min_snd_mss a!8)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!4 (not (or (bvsle a!3 search_low)
                    (bvslt search_high a!3)
                    (bvslt (bvsub search_high search_low) tcp_probe_threshold))))
      (a!6 (ite (bvslt (ite (bvult route_mtu search_high) route_mtu search_high)
                       a!3)
                (ite (bvult route_mtu search_high) route_mtu search_high)
                a!3))
      (a!16 (ite (bvsle a!3 path_mtu)
                 (ite (bvult route_mtu search_high) route_mtu search_high)
                 (ite (bvslt search_high (bvsub a!3 #x00000001))
                      search_high
                      (bvsub a!3 #x00000001)))))
(let ((a!5 (and a!4 (not (bvult route_mtu a!3)) (not (= a!3 #x00000000))))
      (a!10 (bvslt mss_clamp
                   (bvsub a!6
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!11 (ite a!10
                 mss_clamp
                 (bvsub a!6 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!12 (bvsub (ite (bvslt a!11 tcp_min_snd_mss) tcp_min_snd_mss a!11)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!13 (ite a!5
                 (ite (bvsle a!3 path_mtu)
                      (ite (bvslt a!9 a!12) a!9 a!12)
                      mss_cache)
                 mss_cache)))
(let ((a!14 (bvadd a!13
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!19 (bvsle a!13
                   (bvsub (ite (bvslt a!18 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!18)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!15 (bvsle (ite a!5
                        (ite (bvsle a!3 path_mtu) a!6 search_low)
                        search_low)
                   a!14)))
  (and a!15 (or (bvsle a!14 (ite a!5 a!16 search_high)) a!19)))))))))))))
(assert (let ((a!1 (bvsub (bvashr (bvadd search_high search_low #x00000001) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!19 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite (bvslt (ite (bvslt mss_clamp a!1) mss_clamp a!1)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!1) mss_clamp a!1)))
      (a!20 (ite a!19
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!33 (ite a!32
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvadd (bvsub a!2 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!21 (bvsub (ite (bvslt a!20 tcp_min_snd_mss) tcp_min_snd_mss a!20)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!4 (not (or (bvsle a!3 search_low)
                    (bvslt search_high a!3)
                    (bvslt (bvsub search_high search_low) tcp_probe_threshold))))
      (a!6 (ite (bvsle a!3 path_mtu)
                (ite (bvult route_mtu search_high) route_mtu search_high)
                (ite (bvslt search_high (bvsub a!3 #x00000001))
                     search_high
                     (bvsub a!3 #x00000001))))
      (a!7 (ite (bvslt (ite (bvult route_mtu search_high) route_mtu search_high)
                       a!3)
                (ite (bvult route_mtu search_high) route_mtu search_high)
                a!3)))
(let ((a!5 (and a!4 (not (bvult route_mtu a!3)) (not (= a!3 #x00000000))))
      (a!26 (bvslt mss_clamp
                   (bvsub a!7
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!8 (bvadd (ite a!5 a!6 search_high)
                  (ite a!5 (ite (bvsle a!3 path_mtu) a!7 search_low) search_low)
                  #x00000001))
      (a!13 (bvsub (ite a!5 a!6 search_high)
                   (ite a!5
                        (ite (bvsle a!3 path_mtu) a!7 search_low)
                        search_low)))
      (a!16 (ite (bvult route_mtu (ite a!5 a!6 search_high))
                 route_mtu
                 (ite a!5 a!6 search_high)))
      (a!27 (ite a!26
                 mss_clamp
                 (bvsub a!7 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!9 (bvsub (bvashr a!8 #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!28 (bvsub (ite (bvslt a!27 tcp_min_snd_mss) tcp_min_snd_mss a!27)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!10 (ite (bvslt (ite (bvslt mss_clamp a!9) mss_clamp a!9)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!9) mss_clamp a!9)))
      (a!29 (ite a!5
                 (ite (bvsle a!3 path_mtu)
                      (ite (bvslt a!21 a!28) a!21 a!28)
                      mss_cache)
                 mss_cache)))
(let ((a!11 (bvadd (bvsub a!10
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!12 (bvsle a!11
                   (ite a!5
                        (ite (bvsle a!3 path_mtu) a!7 search_low)
                        search_low)))
      (a!17 (ite (bvsle a!11 path_mtu)
                 (ite (bvslt a!16 a!11) a!16 a!11)
                 (ite a!5 (ite (bvsle a!3 path_mtu) a!7 search_low) search_low)))
      (a!22 (bvsub (ite (bvslt a!16 a!11) a!16 a!11)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!31 (ite (bvsle a!11 path_mtu)
                 a!16
                 (ite (bvslt (ite a!5 a!6 search_high) (bvsub a!11 #x00000001))
                      (ite a!5 a!6 search_high)
                      (bvsub a!11 #x00000001)))))
(let ((a!14 (not (or a!12
                     (bvslt (ite a!5 a!6 search_high) a!11)
                     (bvslt a!13 tcp_probe_threshold))))
      (a!23 (ite (bvslt (ite (bvslt mss_clamp a!22) mss_clamp a!22)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!22) mss_clamp a!22))))
(let ((a!15 (and a!14 (not (bvult route_mtu a!11)) (not (= a!11 #x00000000))))
      (a!24 (bvslt a!21
                   (bvsub a!23
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!18 (ite a!15
                 a!17
                 (ite a!5 (ite (bvsle a!3 path_mtu) a!7 search_low) search_low)))
      (a!25 (ite a!24
                 a!21
                 (bvsub a!23 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!30 (bvadd (ite a!15 (ite (bvsle a!11 path_mtu) a!25 a!29) a!29)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!34 (bvsle (ite a!15 (ite (bvsle a!11 path_mtu) a!25 a!29) a!29)
                   (bvsub (ite (bvslt a!33 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!33)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!35 (or (bvsle a!30 (ite a!15 a!31 (ite a!5 a!6 search_high))) a!34)))
  (not (and (bvsle a!18 a!30) a!35))))))))))))))))))
(check-sat)
