; termination-fair-lasso-fix-all-sane
; expected: sat
; claim: sat: a fair lasso within 1 rounds of connect at threshold 1
(set-logic QF_BV)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun passive_open () Bool)
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
(assert (= tcp_probe_threshold #x00000001))
(assert (let ((a!1 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!4 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!19 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (bvsub (ite (bvult route_mtu a!1) route_mtu a!1)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!5 (ite passive_open
                (ite (and ipv6 (bvslt a!4 #x00000500)) #x00000500 a!4)
                (ite (and ipv6 (bvslt a!4 #x00000500)) #x00000500 a!4)))
      (a!15 (ite (bvult route_mtu (ite (bvult route_mtu a!1) route_mtu a!1))
                 route_mtu
                 (ite (bvult route_mtu a!1) route_mtu a!1)))
      (a!20 (ite a!19
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite (bvslt (ite (bvslt mss_clamp a!2) mss_clamp a!2)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!2) mss_clamp a!2)))
      (a!6 (ite (bvslt (ite (bvult route_mtu a!1) route_mtu a!1) a!5)
                (ite (bvult route_mtu a!1) route_mtu a!1)
                a!5))
      (a!21 (bvsub (ite (bvslt a!20 tcp_min_snd_mss) tcp_min_snd_mss a!20)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!7 (bvashr (bvadd (ite (bvult route_mtu a!1) route_mtu a!1) a!6)
                   #x00000001))
      (a!12 (bvslt (bvsub (ite (bvult route_mtu a!1) route_mtu a!1) a!6)
                   tcp_probe_threshold))
      (a!22 (bvslt mss_clamp
                   (bvsub a!6
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!8 (bvslt mss_clamp
                  (bvsub a!7
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!23 (ite a!22
                 mss_clamp
                 (bvsub a!6 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!9 (ite a!8
                mss_clamp
                (bvsub a!7 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!24 (bvsub (ite (bvslt a!23 tcp_min_snd_mss) tcp_min_snd_mss a!23)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!10 (bvsub (ite (bvslt a!9 tcp_min_snd_mss) tcp_min_snd_mss a!9)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!11 (bvslt (bvsub a!3 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!10))
      (a!13 (bvadd a!10
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!14 (and (not (or a!11 a!12))
                 (not (bvult route_mtu a!13))
                 (not (= a!13 #x00000000))))
      (a!17 (ite (bvslt (ite (bvult route_mtu a!1) route_mtu a!1)
                        (bvsub a!13 #x00000001))
                 (ite (bvult route_mtu a!1) route_mtu a!1)
                 (bvsub a!13 #x00000001)))
      (a!25 (bvsub (ite (bvslt a!15 a!13) a!15 a!13)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!30 (bvslt (bvadd (ite (bvslt a!21 a!24) a!21 a!24)
                          (bvadd (bvadd #x00000014 tcp_options)
                                 (ite ipv6 #x00000028 #x00000014)))
                   a!13)))
(let ((a!16 (ite a!14
                 (ite (bvsle a!13 path_mtu)
                      (ite (bvslt a!15 a!13) a!15 a!13)
                      a!6)
                 a!6))
      (a!18 (= (ite (bvult route_mtu a!1) route_mtu a!1)
               (ite a!14
                    (ite (bvsle a!13 path_mtu) a!15 a!17)
                    (ite (bvult route_mtu a!1) route_mtu a!1))))
      (a!26 (ite (bvslt (ite (bvslt mss_clamp a!25) mss_clamp a!25)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!25) mss_clamp a!25))))
(let ((a!27 (bvslt a!21
                   (bvsub a!26
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!28 (ite a!27
                 a!21
                 (bvsub a!26 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!29 (ite a!14
                 (ite (bvsle a!13 path_mtu)
                      a!28
                      (ite (bvslt a!21 a!24) a!21 a!24))
                 (ite (bvslt a!21 a!24) a!21 a!24))))
  (and a!14
       (= a!6 a!16)
       a!18
       (= (ite (bvslt a!21 a!24) a!21 a!24) a!29)
       (or (bvsle a!13 path_mtu) a!30))))))))))))))))
(check-sat)
