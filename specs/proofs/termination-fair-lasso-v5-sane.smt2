; termination-fair-lasso-v5-sane
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
     (= tcp_min_snd_mss #x00000030)
     (bvsle #x00000030 tcp_base_mss)
     (bvsle tcp_base_mss #x0000ffff)
     (bvule #x00000058 mss_clamp)))
(assert (= tcp_probe_threshold #x00000001))
(assert (let ((a!1 (ite (bvult route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!5 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!14 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                a!1))
      (a!15 (ite a!14
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!17 (bvslt mss_clamp
                   (bvsub a!5
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvslt mss_clamp
                  (bvsub a!2
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (bvsub (bvashr (bvadd a!2 (ite passive_open a!5 a!5)) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!16 (bvsub (ite (bvslt a!15 #x00000030) #x00000030 a!15)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!18 (ite a!17
                 mss_clamp
                 (bvsub a!5 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (ite a!3
                mss_clamp
                (bvsub a!2 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (ite (bvslt (ite (bvslt mss_clamp a!6) mss_clamp a!6) #x00000030)
                #x00000030
                (ite (bvslt mss_clamp a!6) mss_clamp a!6)))
      (a!19 (bvsub (ite (bvslt a!18 #x00000030) #x00000030 a!18)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!8 (bvslt (bvsub (ite (bvslt a!4 #x00000030) #x00000030 a!4)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!10 (bvadd (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!26 (bvadd (ite passive_open a!16 (ite (bvslt a!16 a!19) a!16 a!19))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!9 (or a!8
               (bvslt (bvsub a!2 (ite passive_open a!5 a!5))
                      (ite (bvslt #x00000001 tcp_probe_threshold)
                           tcp_probe_threshold
                           #x00000001))))
      (a!20 (bvslt mss_clamp
                   (bvsub a!10
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!11 (and (not a!9)
                 (not (bvult route_mtu a!10))
                 (not (= a!10 #x00000000))))
      (a!21 (ite a!20
                 mss_clamp
                 (bvsub a!10
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!12 (= (ite passive_open a!5 a!5)
               (ite a!11
                    (ite (bvsle a!10 path_mtu) a!10 (ite passive_open a!5 a!5))
                    (ite passive_open a!5 a!5))))
      (a!13 (ite a!11
                 (ite (bvsle a!10 path_mtu)
                      (ite (bvult route_mtu a!2) route_mtu a!2)
                      (bvsub a!10 #x00000001))
                 a!2))
      (a!22 (bvsub (ite (bvslt a!21 #x00000030) #x00000030 a!21)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!23 (ite (bvsle a!10 path_mtu)
                 (ite (bvslt a!16 a!22) a!16 a!22)
                 (ite passive_open a!16 (ite (bvslt a!16 a!19) a!16 a!19)))))
(let ((a!24 (ite a!11
                 a!23
                 (ite passive_open a!16 (ite (bvslt a!16 a!19) a!16 a!19)))))
(let ((a!25 (= (ite passive_open a!16 (ite (bvslt a!16 a!19) a!16 a!19)) a!24)))
  (and a!11 a!12 (= a!2 a!13) a!25 (or (bvsle a!10 path_mtu) (bvslt a!26 a!10)))))))))))))))
(check-sat)
