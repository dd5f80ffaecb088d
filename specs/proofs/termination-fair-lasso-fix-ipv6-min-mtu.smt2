; termination-fair-lasso-fix-ipv6-min-mtu
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
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (bvslt mss_clamp
                  (bvsub a!1
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (ite passive_open
                (ite (and ipv6 (bvslt a!4 #x00000500)) #x00000500 a!4)
                (ite (and ipv6 (bvslt a!4 #x00000500)) #x00000500 a!4)))
      (a!15 (ite a!14
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!17 (bvsub (ite (and ipv6 (bvslt a!4 #x00000500)) #x00000500 a!4)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!3 (ite a!2
                mss_clamp
                (bvsub a!1 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (bvsub (bvashr (bvadd a!1 a!5) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!16 (bvsub (ite (bvslt a!15 tcp_min_snd_mss) tcp_min_snd_mss a!15)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!18 (ite (bvslt (ite (bvslt mss_clamp a!17) mss_clamp a!17)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!17) mss_clamp a!17))))
(let ((a!7 (ite (bvslt (ite (bvslt mss_clamp a!6) mss_clamp a!6)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!6) mss_clamp a!6)))
      (a!19 (bvslt a!16
                   (bvsub a!18
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!8 (bvslt (bvsub (ite (bvslt a!3 tcp_min_snd_mss) tcp_min_snd_mss a!3)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!10 (bvadd (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!20 (ite a!19
                 a!16
                 (bvsub a!18 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!9 (not (or a!8 (bvslt (bvsub a!1 a!5) tcp_probe_threshold))))
      (a!21 (bvslt mss_clamp
                   (bvsub a!10
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!25 (bvslt (bvadd (ite passive_open a!16 a!20)
                          (bvadd (bvadd #x00000014 tcp_options)
                                 (ite ipv6 #x00000028 #x00000014)))
                   a!10)))
(let ((a!11 (and a!9 (not (bvult route_mtu a!10)) (not (= a!10 #x00000000))))
      (a!22 (ite a!21
                 mss_clamp
                 (bvsub a!10
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!12 (= a!5 (ite a!11 (ite (bvsle a!10 path_mtu) a!10 a!5) a!5)))
      (a!13 (ite a!11
                 (ite (bvsle a!10 path_mtu)
                      (ite (bvult route_mtu a!1) route_mtu a!1)
                      (bvsub a!10 #x00000001))
                 a!1))
      (a!23 (bvsub (ite (bvslt a!22 tcp_min_snd_mss) tcp_min_snd_mss a!22)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!24 (ite a!11
                 (ite (bvsle a!10 path_mtu)
                      (ite (bvslt a!16 a!23) a!16 a!23)
                      (ite passive_open a!16 a!20))
                 (ite passive_open a!16 a!20))))
  (and a!11
       a!12
       (= a!1 a!13)
       (= (ite passive_open a!16 a!20) a!24)
       (or (bvsle a!10 path_mtu) a!25))))))))))))
(check-sat)
