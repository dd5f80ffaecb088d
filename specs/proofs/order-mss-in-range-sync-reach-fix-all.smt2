; order-mss-in-range-sync-reach-fix-all
; expected: sat
; claim: sat: an ICMP right after connect breaks the invariant
(set-logic QF_BV)
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun sync_pmtu () (_ BitVec 32))
(declare-fun passive_open () Bool)
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (bvule #x00000030 tcp_min_snd_mss)
     (bvule tcp_min_snd_mss #x0000ffff)
     (bvsle #x00000030 tcp_base_mss)
     (bvsle tcp_base_mss #x0000ffff)))
(assert (and (bvule (ite ipv6 #x00000500 #x00000044) sync_pmtu)
     (bvule sync_pmtu route_mtu)))
(assert (let ((a!1 (bvslt mss_clamp
                  (bvsub sync_pmtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!3 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!7 (and ipv6
                (bvslt (bvadd tcp_base_mss
                              (bvadd #x00000014 tcp_options)
                              (ite ipv6 #x00000028 #x00000014))
                       #x00000500))))
(let ((a!2 (ite a!1
                mss_clamp
                (bvsub sync_pmtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!4 (ite a!3
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!8 (ite a!7
                #x00000500
                (bvadd tcp_base_mss
                       (bvadd #x00000014 tcp_options)
                       (ite ipv6 #x00000028 #x00000014)))))
(let ((a!5 (bvsub (ite (bvslt a!4 tcp_min_snd_mss) tcp_min_snd_mss a!4)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!9 (ite (bvslt (ite (bvult route_mtu a!6) route_mtu a!6)
                       (ite passive_open a!8 a!8))
                (ite (bvult route_mtu a!6) route_mtu a!6)
                (ite passive_open a!8 a!8))))
(let ((a!10 (bvslt mss_clamp
                   (bvsub a!9
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!11 (ite a!10
                 mss_clamp
                 (bvsub a!9 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!12 (bvsub (ite (bvslt a!11 tcp_min_snd_mss) tcp_min_snd_mss a!11)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!13 (bvult (bvsub (ite (bvslt a!2 tcp_min_snd_mss) tcp_min_snd_mss a!2)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (ite (bvslt a!5 a!12) a!5 a!12))))
  (and (bvult sync_pmtu route_mtu) (or (not ipv6) a!13))))))))))
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
      (a!3 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!6 (bvslt mss_clamp
                  (bvsub sync_pmtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite (bvult sync_pmtu (ite (bvult route_mtu a!1) route_mtu a!1))
                sync_pmtu
                (ite (bvult route_mtu a!1) route_mtu a!1)))
      (a!4 (ite passive_open
                (ite (and ipv6 (bvslt a!3 #x00000500)) #x00000500 a!3)
                (ite (and ipv6 (bvslt a!3 #x00000500)) #x00000500 a!3)))
      (a!7 (ite a!6
                mss_clamp
                (bvsub sync_pmtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!5 (ite (bvslt (ite (bvult route_mtu a!1) route_mtu a!1) a!4)
                (ite (bvult route_mtu a!1) route_mtu a!1)
                a!4))
      (a!8 (bvsub (ite (bvslt a!7 tcp_min_snd_mss) tcp_min_snd_mss a!7)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!9 (bvsub (ite (bvslt a!2 a!5) a!2 a!5)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!10 (ite (bvslt (ite (bvslt mss_clamp a!9) mss_clamp a!9)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!9) mss_clamp a!9))))
(let ((a!11 (bvslt a!8
                   (bvsub a!10
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!12 (ite a!11
                 a!8
                 (bvsub a!10 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!13 (bvadd a!12
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!14 (and (bvsle (ite (bvslt a!2 a!5) a!2 a!5) a!13) (bvsle a!13 a!2))))
  (not a!14)))))))))))
(check-sat)
