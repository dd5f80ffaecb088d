; order-mss-in-range-steady-reach-v5-sane
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
     (= tcp_min_snd_mss #x00000030)
     (bvsle #x00000030 tcp_base_mss)
     (bvsle tcp_base_mss #x0000ffff)
     (bvule #x00000058 mss_clamp)))
(assert (let ((a!1 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!2 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!9 (ite (bvult route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!11 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite a!2
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (bvslt mss_clamp
                  (bvsub a!1
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (ite a!11
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (bvsub (ite (bvslt a!3 #x00000030) #x00000030 a!3)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!6 (ite a!5
                mss_clamp
                (bvsub a!1 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!7 (bvsub (ite (bvslt a!6 #x00000030) #x00000030 a!6)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!8 (bvadd (ite passive_open a!4 (ite (bvslt a!4 a!7) a!4 a!7))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!13 (bvsle (ite passive_open a!4 (ite (bvslt a!4 a!7) a!4 a!7))
                   (bvsub (ite (bvslt a!12 #x00000030) #x00000030 a!12)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!10 (bvsle a!8
                   (ite passive_open
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014))
                        a!9))))
  (and (bvsle (ite passive_open a!1 a!1) a!8) (or a!10 a!13)))))))))
(assert (let ((a!1 (ite (bvult route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!5 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!12 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!26 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                a!1))
      (a!13 (ite a!12
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!18 (bvslt mss_clamp
                   (bvsub a!5
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (ite a!26
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvslt mss_clamp
                  (bvsub a!2
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (bvsub (bvashr (bvadd a!2 (ite passive_open a!5 a!5)) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!14 (bvsub (ite (bvslt a!13 #x00000030) #x00000030 a!13)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!19 (ite a!18
                 mss_clamp
                 (bvsub a!5 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (ite a!3
                mss_clamp
                (bvsub a!2 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (ite (bvslt (ite (bvslt mss_clamp a!6) mss_clamp a!6) #x00000030)
                #x00000030
                (ite (bvslt mss_clamp a!6) mss_clamp a!6)))
      (a!20 (bvsub (ite (bvslt a!19 #x00000030) #x00000030 a!19)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!8 (bvslt (bvsub (ite (bvslt a!4 #x00000030) #x00000030 a!4)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!10 (bvadd (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!9 (or a!8
               (bvslt (bvsub a!2 (ite passive_open a!5 a!5))
                      (ite (bvslt #x00000001 tcp_probe_threshold)
                           tcp_probe_threshold
                           #x00000001))))
      (a!15 (bvslt mss_clamp
                   (bvsub a!10
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!11 (and (not a!9)
                 (not (bvult route_mtu a!10))
                 (not (= a!10 #x00000000))))
      (a!16 (ite a!15
                 mss_clamp
                 (bvsub a!10
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!17 (bvsub (ite (bvslt a!16 #x00000030) #x00000030 a!16)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!25 (ite a!11
                 (ite (bvsle a!10 path_mtu)
                      (ite (bvult route_mtu a!2) route_mtu a!2)
                      (bvsub a!10 #x00000001))
                 a!2)))
(let ((a!21 (ite (bvsle a!10 path_mtu)
                 (ite (bvslt a!14 a!17) a!14 a!17)
                 (ite passive_open a!14 (ite (bvslt a!14 a!20) a!14 a!20)))))
(let ((a!22 (ite a!11
                 a!21
                 (ite passive_open a!14 (ite (bvslt a!14 a!20) a!14 a!20)))))
(let ((a!23 (bvadd a!22
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!28 (bvsle a!22
                   (bvsub (ite (bvslt a!27 #x00000030) #x00000030 a!27)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!24 (bvsle (ite a!11
                        (ite (bvsle a!10 path_mtu)
                             a!10
                             (ite passive_open a!5 a!5))
                        (ite passive_open a!5 a!5))
                   a!23)))
  (not (and a!24 (or (bvsle a!23 a!25) a!28))))))))))))))))
(check-sat)
