; termination-fair-lasso-fix-fail-keeps-high
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
      (a!13 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (bvslt mss_clamp
                  (bvsub a!1
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (bvsub (bvashr (bvadd a!1 (ite passive_open a!4 a!4)) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!14 (ite a!13
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!16 (bvslt mss_clamp
                   (bvsub a!4
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite a!2
                mss_clamp
                (bvsub a!1 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (ite (bvslt (ite (bvslt mss_clamp a!5) mss_clamp a!5)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!5) mss_clamp a!5)))
      (a!15 (bvsub (ite (bvslt a!14 tcp_min_snd_mss) tcp_min_snd_mss a!14)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!17 (ite a!16
                 mss_clamp
                 (bvsub a!4 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!7 (bvslt (bvsub (ite (bvslt a!3 tcp_min_snd_mss) tcp_min_snd_mss a!3)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!9 (bvadd (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!18 (bvsub (ite (bvslt a!17 tcp_min_snd_mss) tcp_min_snd_mss a!17)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!8 (or a!7
               (bvslt (bvsub a!1 (ite passive_open a!4 a!4))
                      tcp_probe_threshold)))
      (a!12 (ite (bvsle a!9 path_mtu)
                 (ite (bvult route_mtu a!1) route_mtu a!1)
                 (ite (bvslt a!1 (bvsub a!9 #x00000001))
                      a!1
                      (bvsub a!9 #x00000001))))
      (a!19 (bvslt mss_clamp
                   (bvsub a!9
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!25 (bvadd (ite passive_open a!15 (ite (bvslt a!15 a!18) a!15 a!18))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!10 (and (not a!8) (not (bvult route_mtu a!9)) (not (= a!9 #x00000000))))
      (a!20 (ite a!19
                 mss_clamp
                 (bvsub a!9 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!11 (= (ite passive_open a!4 a!4)
               (ite a!10
                    (ite (bvsle a!9 path_mtu) a!9 (ite passive_open a!4 a!4))
                    (ite passive_open a!4 a!4))))
      (a!21 (bvsub (ite (bvslt a!20 tcp_min_snd_mss) tcp_min_snd_mss a!20)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!22 (ite (bvsle a!9 path_mtu)
                 (ite (bvslt a!15 a!21) a!15 a!21)
                 (ite passive_open a!15 (ite (bvslt a!15 a!18) a!15 a!18)))))
(let ((a!23 (ite a!10
                 a!22
                 (ite passive_open a!15 (ite (bvslt a!15 a!18) a!15 a!18)))))
(let ((a!24 (= (ite passive_open a!15 (ite (bvslt a!15 a!18) a!15 a!18)) a!23)))
  (and a!10
       a!11
       (= a!1 (ite a!10 a!12 a!1))
       a!24
       (or (bvsle a!9 path_mtu) (bvslt a!25 a!9))))))))))))))
(check-sat)
