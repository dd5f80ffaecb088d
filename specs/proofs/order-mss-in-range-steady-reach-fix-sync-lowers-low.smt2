; order-mss-in-range-steady-reach-fix-sync-lowers-low
; expected: sat
; claim: sat: a run of 1 steady rounds from connect breaks the invariant
(set-logic QF_BV)
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
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
(assert (let ((a!1 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!2 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (ite (bvult route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!12 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite a!2
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (bvsub (ite (bvslt a!5 a!1) a!5 a!1)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!13 (ite a!12
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (bvsub (ite (bvslt a!3 tcp_min_snd_mss) tcp_min_snd_mss a!3)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!7 (ite (bvslt (ite (bvslt mss_clamp a!6) mss_clamp a!6)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!6) mss_clamp a!6))))
(let ((a!8 (bvslt a!4
                  (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!9 (ite a!8
                a!4
                (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!10 (bvadd (ite passive_open a!4 a!9)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!14 (bvsle (ite passive_open a!4 a!9)
                   (bvsub (ite (bvslt a!13 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!13)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!11 (bvsle a!10
                   (ite passive_open
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014))
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014))))))
  (and (bvsle (ite passive_open a!1 a!1) a!10) (or a!11 a!14))))))))))
(assert (let ((a!1 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!4 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!12 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!18 (ite (bvult route_mtu
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 route_mtu
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!27 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (bvslt mss_clamp
                  (bvsub a!1
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (bvsub (bvashr (bvadd a!1 (ite passive_open a!4 a!4)) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!13 (ite a!12
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!19 (bvsub (ite (bvslt a!18 a!4) a!18 a!4)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!28 (ite a!27
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite a!2
                mss_clamp
                (bvsub a!1 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (ite (bvslt (ite (bvslt mss_clamp a!5) mss_clamp a!5)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!5) mss_clamp a!5)))
      (a!14 (bvsub (ite (bvslt a!13 tcp_min_snd_mss) tcp_min_snd_mss a!13)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!20 (ite (bvslt (ite (bvslt mss_clamp a!19) mss_clamp a!19)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!19) mss_clamp a!19))))
(let ((a!7 (bvslt (bvsub (ite (bvslt a!3 tcp_min_snd_mss) tcp_min_snd_mss a!3)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!9 (bvadd (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!21 (bvslt a!14
                   (bvsub a!20
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!8 (or a!7
               (bvslt (bvsub a!1 (ite passive_open a!4 a!4))
                      tcp_probe_threshold)))
      (a!11 (ite (bvslt (ite (bvult route_mtu a!1) route_mtu a!1) a!9)
                 (ite (bvult route_mtu a!1) route_mtu a!1)
                 a!9))
      (a!22 (ite a!21
                 a!14
                 (bvsub a!20 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!10 (and (not a!8) (not (bvult route_mtu a!9)) (not (= a!9 #x00000000))))
      (a!15 (bvslt mss_clamp
                   (bvsub a!11
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!16 (ite a!15
                 mss_clamp
                 (bvsub a!11
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!26 (ite a!10
                 (ite (bvsle a!9 path_mtu)
                      (ite (bvult route_mtu a!1) route_mtu a!1)
                      (bvsub a!9 #x00000001))
                 a!1)))
(let ((a!17 (bvsub (ite (bvslt a!16 tcp_min_snd_mss) tcp_min_snd_mss a!16)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!23 (ite a!10
                 (ite (bvsle a!9 path_mtu)
                      (ite (bvslt a!14 a!17) a!14 a!17)
                      (ite passive_open a!14 a!22))
                 (ite passive_open a!14 a!22))))
(let ((a!24 (bvadd a!23
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!29 (bvsle a!23
                   (bvsub (ite (bvslt a!28 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!28)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!25 (bvsle (ite a!10
                        (ite (bvsle a!9 path_mtu)
                             a!11
                             (ite passive_open a!4 a!4))
                        (ite passive_open a!4 a!4))
                   a!24)))
  (not (and a!25 (or (bvsle a!24 a!26) a!29)))))))))))))))
(check-sat)
