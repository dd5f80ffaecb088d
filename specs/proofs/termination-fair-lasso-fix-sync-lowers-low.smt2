; termination-fair-lasso-fix-sync-lowers-low
; expected: sat
; claim: sat: a fair lasso within 1 rounds of connect at threshold 1
(set-logic QF_BV)
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun passive_open () Bool)
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (bvule #x00000030 tcp_min_snd_mss)
     (bvule tcp_min_snd_mss #x0000ffff)))
(assert (= tcp_probe_threshold #x00000001))
(assert (let ((a!1 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!4 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!14 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!17 (ite (bvult route_mtu
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 route_mtu
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014)))))
(let ((a!2 (bvslt mss_clamp
                  (bvsub a!1
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (bvsub (bvashr (bvadd a!1 (ite passive_open a!4 a!4)) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!15 (ite a!14
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!18 (bvsub (ite (bvslt a!17 a!4) a!17 a!4)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!3 (ite a!2
                mss_clamp
                (bvsub a!1 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (ite (bvslt (ite (bvslt mss_clamp a!5) mss_clamp a!5)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!5) mss_clamp a!5)))
      (a!16 (bvsub (ite (bvslt a!15 tcp_min_snd_mss) tcp_min_snd_mss a!15)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!19 (ite (bvslt (ite (bvslt mss_clamp a!18) mss_clamp a!18)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!18) mss_clamp a!18))))
(let ((a!7 (bvslt (bvsub (ite (bvslt a!3 tcp_min_snd_mss) tcp_min_snd_mss a!3)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!9 (bvadd (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!20 (bvslt a!16
                   (bvsub a!19
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!8 (or a!7
               (bvslt (bvsub a!1 (ite passive_open a!4 a!4))
                      tcp_probe_threshold)))
      (a!11 (ite (bvslt (ite (bvult route_mtu a!1) route_mtu a!1) a!9)
                 (ite (bvult route_mtu a!1) route_mtu a!1)
                 a!9))
      (a!21 (ite a!20
                 a!16
                 (bvsub a!19 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!10 (and (not a!8) (not (bvult route_mtu a!9)) (not (= a!9 #x00000000))))
      (a!22 (bvslt mss_clamp
                   (bvsub a!11
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!26 (bvslt (bvadd (ite passive_open a!16 a!21)
                          (bvadd (bvadd #x00000014 tcp_options)
                                 (ite ipv6 #x00000028 #x00000014)))
                   a!9)))
(let ((a!12 (= (ite passive_open a!4 a!4)
               (ite a!10
                    (ite (bvsle a!9 path_mtu) a!11 (ite passive_open a!4 a!4))
                    (ite passive_open a!4 a!4))))
      (a!13 (ite a!10
                 (ite (bvsle a!9 path_mtu)
                      (ite (bvult route_mtu a!1) route_mtu a!1)
                      (bvsub a!9 #x00000001))
                 a!1))
      (a!23 (ite a!22
                 mss_clamp
                 (bvsub a!11
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!24 (bvsub (ite (bvslt a!23 tcp_min_snd_mss) tcp_min_snd_mss a!23)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!25 (ite a!10
                 (ite (bvsle a!9 path_mtu)
                      (ite (bvslt a!16 a!24) a!16 a!24)
                      (ite passive_open a!16 a!21))
                 (ite passive_open a!16 a!21))))
  (and a!10
       a!12
       (= a!1 a!13)
       (= (ite passive_open a!16 a!21) a!25)
       (or (bvsle a!9 path_mtu) a!26))))))))))))
(check-sat)
