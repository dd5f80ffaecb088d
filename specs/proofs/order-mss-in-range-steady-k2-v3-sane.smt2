; order-mss-in-range-steady-k2-v3-sane
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
(declare-fun search_high () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun search_low () (_ BitVec 32))
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun mss_cache () (_ BitVec 32))
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
      (a!4 (ite passive_open
                (bvadd tcp_base_mss
                       #x00000014
                       tcp_options
                       (ite ipv6 #x00000028 #x00000014))
                (bvadd tcp_base_mss
                       #x00000014
                       tcp_options
                       (ite ipv6 #x00000028 #x00000014))))
      (a!5 (bvult route_mtu
                  (bvadd mss_clamp
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014))))))
(let ((a!3 (bvsle search_high
                  (bvadd a!2
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!6 (ite a!5
                route_mtu
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014))))))
(let ((a!7 (ite passive_open
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))
                a!6)))
  (and true
       (bvsle #xffffffff search_high)
       (bvsle search_high #x0001003b)
       (bvsle (bvadd #x00000043 (ite ipv6 #x00000028 #x00000014)) search_high)
       (bvsle #x00000000 search_high)
       a!1
       a!3
       (or (bvslt tcp_probe_threshold #x00000001) (bvsle a!4 search_low))
       (or (bvslt tcp_probe_threshold #x00000001)
           (bvslt (bvadd a!7 #x00000001) a!4)
           (bvsle search_low (bvadd search_high #x00000001)))
       (bvsle a!4 search_low)
       (bvsle (bvadd #x00000044 (ite ipv6 #x00000028 #x00000014)) search_low)
       (bvsle search_low #x00010077)
       (or (bvsle search_low a!4)
           (bvsle search_low (bvadd search_high #x00000001)))
       (or passive_open (bvsle search_high route_mtu)))))))
(assert (let ((a!1 (bvslt mss_clamp
                  (bvsub #x00000000
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite a!1
                mss_clamp
                (bvsub #x00000000
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvsle mss_cache
                  (bvsub (ite (bvslt a!2 #x00000030) #x00000030 a!2)
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
      (a!5 (bvadd (bvashr (bvadd search_high search_low) #x00000001)
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!7 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!17 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite a!1
                mss_clamp
                (bvsub search_high
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!8 (ite a!7
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!10 (bvslt mss_clamp
                   (bvsub a!5
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!18 (ite a!17
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvslt (bvsub (ite (bvslt a!2 #x00000030) #x00000030 a!2)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvashr (bvadd search_high search_low) #x00000001)))
      (a!9 (bvsub (ite (bvslt a!8 #x00000030) #x00000030 a!8)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!11 (ite a!10
                 mss_clamp
                 (bvsub a!5 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (not (or a!3
                    (bvslt (bvsub search_high search_low) tcp_probe_threshold))))
      (a!12 (bvsub (ite (bvslt a!11 #x00000030) #x00000030 a!11)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!6 (and a!4 (not (bvult route_mtu a!5)) (not (= a!5 #x00000000)))))
(let ((a!13 (ite a!6
                 (ite (bvsle a!5 path_mtu)
                      (ite (bvslt a!9 a!12) a!9 a!12)
                      mss_cache)
                 mss_cache))
      (a!16 (ite a!6
                 (ite (bvsle a!5 path_mtu)
                      (ite (bvult route_mtu search_high) route_mtu search_high)
                      (bvsub a!5 #x00000001))
                 search_high)))
(let ((a!14 (bvadd a!13
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!19 (bvsle a!13
                   (bvsub (ite (bvslt a!18 #x00000030) #x00000030 a!18)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!15 (bvsle (ite a!6
                        (ite (bvsle a!5 path_mtu) a!5 search_low)
                        search_low)
                   a!14)))
  (and a!15 (or (bvsle a!14 a!16) a!19)))))))))))
(assert (let ((a!1 (bvslt mss_clamp
                  (bvsub search_high
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (bvadd (bvashr (bvadd search_high search_low) #x00000001)
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!17 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!30 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite a!1
                mss_clamp
                (bvsub search_high
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!18 (ite a!17
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!23 (bvslt mss_clamp
                   (bvsub a!5
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (ite a!30
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvslt (bvsub (ite (bvslt a!2 #x00000030) #x00000030 a!2)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvashr (bvadd search_high search_low) #x00000001)))
      (a!19 (bvsub (ite (bvslt a!18 #x00000030) #x00000030 a!18)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!24 (ite a!23
                 mss_clamp
                 (bvsub a!5 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (not (or a!3
                    (bvslt (bvsub search_high search_low) tcp_probe_threshold))))
      (a!25 (bvsub (ite (bvslt a!24 #x00000030) #x00000030 a!24)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!6 (and a!4 (not (bvult route_mtu a!5)) (not (= a!5 #x00000000)))))
(let ((a!7 (ite a!6
                (ite (bvsle a!5 path_mtu)
                     (ite (bvult route_mtu search_high) route_mtu search_high)
                     (bvsub a!5 #x00000001))
                search_high))
      (a!26 (ite a!6
                 (ite (bvsle a!5 path_mtu)
                      (ite (bvslt a!19 a!25) a!19 a!25)
                      mss_cache)
                 mss_cache)))
(let ((a!8 (bvslt mss_clamp
                  (bvsub a!7
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!10 (bvadd a!7
                   (ite a!6
                        (ite (bvsle a!5 path_mtu) a!5 search_low)
                        search_low)))
      (a!12 (bvsub a!7
                   (ite a!6
                        (ite (bvsle a!5 path_mtu) a!5 search_low)
                        search_low))))
(let ((a!9 (ite a!8
                mss_clamp
                (bvsub a!7 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (bvadd (bvashr a!10 #x00000001)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!11 (bvslt (bvsub (ite (bvslt a!9 #x00000030) #x00000030 a!9)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvashr a!10 #x00000001)))
      (a!15 (ite (bvsle a!13 path_mtu)
                 a!13
                 (ite a!6 (ite (bvsle a!5 path_mtu) a!5 search_low) search_low)))
      (a!20 (bvslt mss_clamp
                   (bvsub a!13
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!14 (and (not (or a!11 (bvslt a!12 tcp_probe_threshold)))
                 (not (bvult route_mtu a!13))
                 (not (= a!13 #x00000000))))
      (a!21 (ite a!20
                 mss_clamp
                 (bvsub a!13
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!16 (ite a!14
                 a!15
                 (ite a!6 (ite (bvsle a!5 path_mtu) a!5 search_low) search_low)))
      (a!22 (bvsub (ite (bvslt a!21 #x00000030) #x00000030 a!21)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!29 (ite a!14
                 (ite (bvsle a!13 path_mtu)
                      (ite (bvult route_mtu a!7) route_mtu a!7)
                      (bvsub a!13 #x00000001))
                 a!7)))
(let ((a!27 (ite a!14
                 (ite (bvsle a!13 path_mtu)
                      (ite (bvslt a!19 a!22) a!19 a!22)
                      a!26)
                 a!26)))
(let ((a!28 (bvadd a!27
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!32 (bvsle a!27
                   (bvsub (ite (bvslt a!31 #x00000030) #x00000030 a!31)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (and (bvsle a!16 a!28) (or (bvsle a!28 a!29) a!32)))))))))))))))))
(check-sat)
