; order-mss-in-range-steady-reach-fix-reset-syncs
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
      (a!10 (ite passive_open
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!11 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite a!2
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (bvsub (ite passive_open a!1 a!1)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!12 (ite a!11
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (bvsub (ite (bvslt a!3 tcp_min_snd_mss) tcp_min_snd_mss a!3)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!6 (ite (bvslt (ite (bvslt mss_clamp a!5) mss_clamp a!5)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!5) mss_clamp a!5))))
(let ((a!7 (bvslt a!4
                  (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!8 (ite a!7
                a!4
                (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!9 (bvadd a!8
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!13 (bvsle a!8
                   (bvsub (ite (bvslt a!12 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!12)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!14 (or (bvsle a!9 (ite (bvult route_mtu a!10) route_mtu a!10)) a!13)))
  (and (bvsle (ite passive_open a!1 a!1) a!9) a!14)))))))))
(assert (let ((a!1 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!4 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!13 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (bvsub (ite (bvult route_mtu a!1) route_mtu a!1)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!5 (bvashr (bvadd (ite (bvult route_mtu a!1) route_mtu a!1)
                          (ite passive_open a!4 a!4))
                   #x00000001))
      (a!10 (bvslt (bvsub (ite (bvult route_mtu a!1) route_mtu a!1)
                          (ite passive_open a!4 a!4))
                   tcp_probe_threshold))
      (a!14 (ite a!13
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!19 (bvsub (ite passive_open a!4 a!4)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!26 (ite (bvult route_mtu (ite (bvult route_mtu a!1) route_mtu a!1))
                 route_mtu
                 (ite (bvult route_mtu a!1) route_mtu a!1)))
      (a!29 (ite a!28
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite (bvslt (ite (bvslt mss_clamp a!2) mss_clamp a!2)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!2) mss_clamp a!2)))
      (a!6 (bvslt mss_clamp
                  (bvsub a!5
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!15 (bvsub (ite (bvslt a!14 tcp_min_snd_mss) tcp_min_snd_mss a!14)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!20 (ite (bvslt (ite (bvslt mss_clamp a!19) mss_clamp a!19)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!19) mss_clamp a!19))))
(let ((a!7 (ite a!6
                mss_clamp
                (bvsub a!5 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!21 (bvslt a!15
                   (bvsub a!20
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!8 (bvsub (ite (bvslt a!7 tcp_min_snd_mss) tcp_min_snd_mss a!7)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!22 (ite a!21
                 a!15
                 (bvsub a!20 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!9 (bvslt (bvsub a!3 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!8))
      (a!11 (bvadd a!8
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!12 (and (not (or a!9 a!10))
                 (not (bvult route_mtu a!11))
                 (not (= a!11 #x00000000))))
      (a!16 (bvslt mss_clamp
                   (bvsub a!11
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!17 (ite a!16
                 mss_clamp
                 (bvsub a!11
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!18 (bvsub (ite (bvslt a!17 tcp_min_snd_mss) tcp_min_snd_mss a!17)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!23 (ite a!12
                 (ite (bvsle a!11 path_mtu)
                      (ite (bvslt a!15 a!18) a!15 a!18)
                      a!22)
                 a!22)))
(let ((a!24 (bvadd a!23
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!30 (bvsle a!23
                   (bvsub (ite (bvslt a!29 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!29)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!25 (bvsle (ite a!12
                        (ite (bvsle a!11 path_mtu)
                             a!11
                             (ite passive_open a!4 a!4))
                        (ite passive_open a!4 a!4))
                   a!24))
      (a!27 (bvsle a!24
                   (ite a!12
                        (ite (bvsle a!11 path_mtu) a!26 (bvsub a!11 #x00000001))
                        (ite (bvult route_mtu a!1) route_mtu a!1)))))
  (not (and a!25 (or a!27 a!30))))))))))))))))
(check-sat)
