; order-mss-in-range-steady-k2-fix-probe-in-range-sane
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
(declare-fun search_low () (_ BitVec 32))
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
      (a!5 (ite passive_open
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014))))))
(let ((a!3 (bvsle search_high
                  (bvadd a!2
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!6 (bvslt (bvadd mss_clamp
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))
                  a!4)))
  (and true
       (bvsle #xffffffff search_high)
       (bvsle search_high #x0001003b)
       (bvsle (bvadd #x00000043 (ite ipv6 #x00000028 #x00000014)) search_high)
       (bvsle #x00000000 search_high)
       a!1
       a!3
       (or (bvslt tcp_probe_threshold #x00000001) (bvsle a!4 search_low))
       (or (bvslt tcp_probe_threshold #x00000001)
           (bvslt (bvadd a!5 #x00000001) a!4)
           (bvsle search_low (bvadd search_high #x00000001)))
       (bvsle a!4 search_low)
       (bvsle (bvadd #x00000044 (ite ipv6 #x00000028 #x00000014)) search_low)
       (bvsle search_low #x00010077)
       (or (bvsle search_low a!4)
           (bvsle search_low (bvadd search_high #x00000001)))
       (or a!6 (bvsle search_low (bvadd search_high #x00000001)))))))
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
(assert (let ((a!1 (bvsub (bvashr (bvadd search_high search_low) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!6 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!16 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite (bvslt (ite (bvslt mss_clamp a!1) mss_clamp a!1)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!1) mss_clamp a!1)))
      (a!7 (ite a!6
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!17 (ite a!16
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvadd (bvsub a!2 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!8 (bvsub (ite (bvslt a!7 tcp_min_snd_mss) tcp_min_snd_mss a!7)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!4 (not (or (bvsle a!3 search_low)
                    (bvslt search_high a!3)
                    (bvslt (bvsub search_high search_low) tcp_probe_threshold))))
      (a!9 (bvslt mss_clamp
                  (bvsub a!3
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!5 (and a!4 (not (bvult route_mtu a!3)) (not (= a!3 #x00000000))))
      (a!10 (ite a!9
                 mss_clamp
                 (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!11 (bvsub (ite (bvslt a!10 tcp_min_snd_mss) tcp_min_snd_mss a!10)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!15 (ite a!5
                 (ite (bvsle a!3 path_mtu)
                      (ite (bvult route_mtu search_high) route_mtu search_high)
                      (bvsub a!3 #x00000001))
                 search_high)))
(let ((a!12 (ite a!5
                 (ite (bvsle a!3 path_mtu)
                      (ite (bvslt a!8 a!11) a!8 a!11)
                      mss_cache)
                 mss_cache)))
(let ((a!13 (bvadd a!12
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!18 (bvsle a!12
                   (bvsub (ite (bvslt a!17 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!17)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!14 (bvsle (ite a!5
                        (ite (bvsle a!3 path_mtu) a!3 search_low)
                        search_low)
                   a!13)))
  (and a!14 (or (bvsle a!13 a!15) a!18))))))))))))
(assert (let ((a!1 (bvsub (bvashr (bvadd search_high search_low) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!16 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!29 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite (bvslt (ite (bvslt mss_clamp a!1) mss_clamp a!1)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!1) mss_clamp a!1)))
      (a!17 (ite a!16
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!30 (ite a!29
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvadd (bvsub a!2 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!18 (bvsub (ite (bvslt a!17 tcp_min_snd_mss) tcp_min_snd_mss a!17)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!4 (not (or (bvsle a!3 search_low)
                    (bvslt search_high a!3)
                    (bvslt (bvsub search_high search_low) tcp_probe_threshold))))
      (a!22 (bvslt mss_clamp
                   (bvsub a!3
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!5 (and a!4 (not (bvult route_mtu a!3)) (not (= a!3 #x00000000))))
      (a!23 (ite a!22
                 mss_clamp
                 (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!6 (ite a!5
                (ite (bvsle a!3 path_mtu)
                     (ite (bvult route_mtu search_high) route_mtu search_high)
                     (bvsub a!3 #x00000001))
                search_high))
      (a!24 (bvsub (ite (bvslt a!23 tcp_min_snd_mss) tcp_min_snd_mss a!23)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!7 (bvadd a!6
                  (ite a!5 (ite (bvsle a!3 path_mtu) a!3 search_low) search_low)))
      (a!12 (bvsub a!6
                   (ite a!5
                        (ite (bvsle a!3 path_mtu) a!3 search_low)
                        search_low)))
      (a!25 (ite a!5
                 (ite (bvsle a!3 path_mtu)
                      (ite (bvslt a!18 a!24) a!18 a!24)
                      mss_cache)
                 mss_cache)))
(let ((a!8 (bvsub (bvashr a!7 #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!9 (ite (bvslt (ite (bvslt mss_clamp a!8) mss_clamp a!8)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!8) mss_clamp a!8))))
(let ((a!10 (bvadd (bvsub a!9 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!11 (bvsle a!10
                   (ite a!5
                        (ite (bvsle a!3 path_mtu) a!3 search_low)
                        search_low)))
      (a!14 (ite (bvsle a!10 path_mtu)
                 a!10
                 (ite a!5 (ite (bvsle a!3 path_mtu) a!3 search_low) search_low)))
      (a!19 (bvslt mss_clamp
                   (bvsub a!10
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!13 (and (not (or a!11
                          (bvslt a!6 a!10)
                          (bvslt a!12 tcp_probe_threshold)))
                 (not (bvult route_mtu a!10))
                 (not (= a!10 #x00000000))))
      (a!20 (ite a!19
                 mss_clamp
                 (bvsub a!10
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!15 (ite a!13
                 a!14
                 (ite a!5 (ite (bvsle a!3 path_mtu) a!3 search_low) search_low)))
      (a!21 (bvsub (ite (bvslt a!20 tcp_min_snd_mss) tcp_min_snd_mss a!20)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!28 (ite a!13
                 (ite (bvsle a!10 path_mtu)
                      (ite (bvult route_mtu a!6) route_mtu a!6)
                      (bvsub a!10 #x00000001))
                 a!6)))
(let ((a!26 (ite a!13
                 (ite (bvsle a!10 path_mtu)
                      (ite (bvslt a!18 a!21) a!18 a!21)
                      a!25)
                 a!25)))
(let ((a!27 (bvadd a!26
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!31 (bvsle a!26
                   (bvsub (ite (bvslt a!30 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!30)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (and (bvsle a!15 a!27) (or (bvsle a!27 a!28) a!31)))))))))))))))))))
(check-sat)
