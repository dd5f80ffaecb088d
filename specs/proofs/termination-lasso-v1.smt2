; termination-lasso-v1
; expected: sat
; claim: sat: a lasso within 1 rounds of connect at threshold 8
(set-logic QF_BV)
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun passive_open () Bool)
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (= tcp_min_snd_mss #x00000030)
     (= tcp_probe_threshold #x00000008)))
(assert (= tcp_probe_threshold #x00000008))
(assert (let ((a!1 (ite (bvult route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!5 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!11 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                a!1))
      (a!12 (ite a!11
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!14 (bvslt mss_clamp
                   (bvsub a!5
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvslt mss_clamp
                  (bvsub a!2
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (bvadd (bvashr (bvadd a!2 (ite passive_open a!5 a!5)) #x00000001)
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!13 (bvsub (ite (bvslt a!12 #x00000030) #x00000030 a!12)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!15 (ite a!14
                 mss_clamp
                 (bvsub a!5 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (ite a!3
                mss_clamp
                (bvsub a!2 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!9 (ite (bvsle a!7 path_mtu)
                (ite (= (ite passive_open a!5 a!5) a!7) a!2 a!7)
                (ite passive_open a!5 a!5)))
      (a!16 (bvsub (ite (bvslt a!15 #x00000030) #x00000030 a!15)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!17 (bvsub (ite (= (ite passive_open a!5 a!5) a!7) a!2 a!7)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!6 (bvslt (bvsub (ite (bvslt a!4 #x00000030) #x00000030 a!4)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvashr (bvadd a!2 (ite passive_open a!5 a!5)) #x00000001)))
      (a!18 (ite (bvslt (ite (bvslt mss_clamp a!17) mss_clamp a!17) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!17) mss_clamp a!17))))
(let ((a!8 (and (not a!6) (not (bvult route_mtu a!7)) (not (= a!7 #x00000000))))
      (a!19 (bvslt a!13
                   (bvsub a!18
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!10 (ite a!8
                 (ite (bvsle a!7 path_mtu)
                      (ite (bvult route_mtu a!2) route_mtu a!2)
                      (bvsub a!7 #x00000001))
                 a!2))
      (a!20 (ite a!19
                 a!13
                 (bvsub a!18 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!21 (ite (bvsle a!7 path_mtu)
                 a!20
                 (ite passive_open a!13 (ite (bvslt a!13 a!16) a!13 a!16)))))
(let ((a!22 (ite a!8
                 a!21
                 (ite passive_open a!13 (ite (bvslt a!13 a!16) a!13 a!16)))))
(let ((a!23 (= (ite passive_open a!13 (ite (bvslt a!13 a!16) a!13 a!16)) a!22)))
  (and a!8
       (= (ite passive_open a!5 a!5) (ite a!8 a!9 (ite passive_open a!5 a!5)))
       (= a!2 a!10)
       a!23))))))))))))
(check-sat)
