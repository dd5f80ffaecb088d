; order-mss-in-range-steady-reach-fix-all-sane
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
     (and (bvsle #x00000030 tcp_base_mss) (bvsle tcp_base_mss #x0000ffff))
     (and (bvsle #x00000030 tcp_base_mss) (bvsle tcp_base_mss #x0000ffff))
     (bvule #x00000058 mss_clamp)))
(assert (let ((a!1 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!2 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!5 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite passive_open
                (ite (and ipv6 (bvslt a!2 #x00000500)) #x00000500 a!2)
                (ite (and ipv6 (bvslt a!2 #x00000500)) #x00000500 a!2)))
      (a!6 (ite a!5
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (ite (bvslt (ite (bvult route_mtu a!1) route_mtu a!1) a!3)
                (ite (bvult route_mtu a!1) route_mtu a!1)
                a!3))
      (a!7 (bvsub (ite (bvslt a!6 tcp_min_snd_mss) tcp_min_snd_mss a!6)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!8 (bvslt mss_clamp
                  (bvsub a!4
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!9 (ite a!8
                mss_clamp
                (bvsub a!4 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!10 (bvsub (ite (bvslt a!9 tcp_min_snd_mss) tcp_min_snd_mss a!9)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!11 (bvadd (ite (bvslt a!7 a!10) a!7 a!10)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
  (and (bvsle a!4 a!11) (bvsle a!11 (ite (bvult route_mtu a!1) route_mtu a!1)))))))))))
(assert (let ((a!1 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!2 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!14 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite passive_open
                (ite (and ipv6 (bvslt a!2 #x00000500)) #x00000500 a!2)
                (ite (and ipv6 (bvslt a!2 #x00000500)) #x00000500 a!2)))
      (a!12 (ite (bvult route_mtu (ite (bvult route_mtu a!1) route_mtu a!1))
                 route_mtu
                 (ite (bvult route_mtu a!1) route_mtu a!1)))
      (a!15 (ite a!14
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (ite (bvslt (ite (bvult route_mtu a!1) route_mtu a!1) a!3)
                (ite (bvult route_mtu a!1) route_mtu a!1)
                a!3))
      (a!16 (bvsub (ite (bvslt a!15 tcp_min_snd_mss) tcp_min_snd_mss a!15)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!5 (bvashr (bvadd (ite (bvult route_mtu a!1) route_mtu a!1)
                          a!4
                          #x00000001)
                   #x00000001))
      (a!9 (bvslt (bvsub (ite (bvult route_mtu a!1) route_mtu a!1) a!4)
                  tcp_probe_threshold))
      (a!21 (bvslt mss_clamp
                   (bvsub a!4
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!6 (bvslt mss_clamp
                  (bvsub a!5
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!22 (ite a!21
                 mss_clamp
                 (bvsub a!4 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!7 (ite a!6
                mss_clamp
                (bvsub a!5 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!23 (bvsub (ite (bvslt a!22 tcp_min_snd_mss) tcp_min_snd_mss a!22)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!8 (bvadd (bvsub (ite (bvslt a!7 tcp_min_snd_mss) tcp_min_snd_mss a!7)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014)))))
(let ((a!10 (or (bvsle a!8 a!4)
                (bvslt (ite (bvult route_mtu a!1) route_mtu a!1) a!8)
                a!9))
      (a!17 (bvsub (ite (bvslt a!12 a!8) a!12 a!8)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!26 (ite (bvslt (ite (bvult route_mtu a!1) route_mtu a!1)
                        (bvsub a!8 #x00000001))
                 (ite (bvult route_mtu a!1) route_mtu a!1)
                 (bvsub a!8 #x00000001))))
(let ((a!11 (and (not a!10)
                 (not (bvult route_mtu a!8))
                 (not (= a!8 #x00000000))))
      (a!18 (ite (bvslt (ite (bvslt mss_clamp a!17) mss_clamp a!17)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!17) mss_clamp a!17))))
(let ((a!13 (ite a!11
                 (ite (bvsle a!8 path_mtu) (ite (bvslt a!12 a!8) a!12 a!8) a!4)
                 a!4))
      (a!19 (bvslt a!16
                   (bvsub a!18
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!20 (ite a!19
                 a!16
                 (bvsub a!18 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!24 (ite a!11
                 (ite (bvsle a!8 path_mtu)
                      a!20
                      (ite (bvslt a!16 a!23) a!16 a!23))
                 (ite (bvslt a!16 a!23) a!16 a!23))))
(let ((a!25 (bvadd a!24
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!27 (bvsle a!25
                   (ite a!11
                        (ite (bvsle a!8 path_mtu) a!12 a!26)
                        (ite (bvult route_mtu a!1) route_mtu a!1)))))
  (not (and (bvsle a!13 a!25) a!27)))))))))))))))))
(check-sat)
