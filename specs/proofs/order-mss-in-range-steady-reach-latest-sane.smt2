; order-mss-in-range-steady-reach-latest-sane
; expected: sat
; claim: sat: a run of 1 steady rounds from connect breaks the invariant
(set-logic QF_BV)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun tcp_probe_threshold () (_ BitVec 32))
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
(assert (let ((a!1 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!2 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!10 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite a!2
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (bvslt mss_clamp
                  (bvsub a!1
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!11 (ite a!10
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (bvsub (ite (bvslt a!3 tcp_min_snd_mss) tcp_min_snd_mss a!3)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!6 (ite a!5
                mss_clamp
                (bvsub a!1 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!7 (bvsub (ite (bvslt a!6 tcp_min_snd_mss) tcp_min_snd_mss a!6)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!8 (bvadd (ite passive_open a!4 (ite (bvslt a!4 a!7) a!4 a!7))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!12 (bvsle (ite passive_open a!4 (ite (bvslt a!4 a!7) a!4 a!7))
                   (bvsub (ite (bvslt a!11 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!11)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!9 (bvsle a!8
                  (ite passive_open
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014))
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014))))))
  (and (bvsle (ite passive_open a!1 a!1) a!8) (or a!9 a!12)))))))))
(assert (let ((a!1 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!4 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!11 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!25 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (bvslt mss_clamp
                  (bvsub a!1
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (bvsub (bvashr (bvadd a!1 (ite passive_open a!4 a!4)) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!12 (ite a!11
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!17 (bvslt mss_clamp
                   (bvsub a!4
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!26 (ite a!25
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
      (a!13 (bvsub (ite (bvslt a!12 tcp_min_snd_mss) tcp_min_snd_mss a!12)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!18 (ite a!17
                 mss_clamp
                 (bvsub a!4 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!7 (bvslt (bvsub (ite (bvslt a!3 tcp_min_snd_mss) tcp_min_snd_mss a!3)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!9 (bvadd (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!19 (bvsub (ite (bvslt a!18 tcp_min_snd_mss) tcp_min_snd_mss a!18)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!8 (or a!7
               (bvslt (bvsub a!1 (ite passive_open a!4 a!4))
                      tcp_probe_threshold)))
      (a!14 (bvslt mss_clamp
                   (bvsub a!9
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!10 (and (not a!8) (not (bvult route_mtu a!9)) (not (= a!9 #x00000000))))
      (a!15 (ite a!14
                 mss_clamp
                 (bvsub a!9 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!16 (bvsub (ite (bvslt a!15 tcp_min_snd_mss) tcp_min_snd_mss a!15)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!24 (ite a!10
                 (ite (bvsle a!9 path_mtu)
                      (ite (bvult route_mtu a!1) route_mtu a!1)
                      (bvsub a!9 #x00000001))
                 a!1)))
(let ((a!20 (ite (bvsle a!9 path_mtu)
                 (ite (bvslt a!13 a!16) a!13 a!16)
                 (ite passive_open a!13 (ite (bvslt a!13 a!19) a!13 a!19)))))
(let ((a!21 (ite a!10
                 a!20
                 (ite passive_open a!13 (ite (bvslt a!13 a!19) a!13 a!19)))))
(let ((a!22 (bvadd a!21
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!27 (bvsle a!21
                   (bvsub (ite (bvslt a!26 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!26)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!23 (bvsle (ite a!10
                        (ite (bvsle a!9 path_mtu)
                             a!9
                             (ite passive_open a!4 a!4))
                        (ite passive_open a!4 a!4))
                   a!22)))
  (not (and a!23 (or (bvsle a!22 a!24) a!27)))))))))))))))
(check-sat)
