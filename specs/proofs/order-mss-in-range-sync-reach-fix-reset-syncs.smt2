; order-mss-in-range-sync-reach-fix-reset-syncs
; expected: sat
; claim: sat: an ICMP right after connect breaks the invariant
(set-logic QF_BV)
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun sync_pmtu () (_ BitVec 32))
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
(assert (and (bvule (ite ipv6 #x00000500 #x00000044) sync_pmtu)
     (bvule sync_pmtu route_mtu)))
(assert (let ((a!1 (bvslt mss_clamp
                  (bvsub sync_pmtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!3 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (bvsub (ite passive_open
                       (bvadd tcp_base_mss
                              (bvadd #x00000014 tcp_options)
                              (ite ipv6 #x00000028 #x00000014))
                       (bvadd tcp_base_mss
                              (bvadd #x00000014 tcp_options)
                              (ite ipv6 #x00000028 #x00000014)))
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!2 (ite a!1
                mss_clamp
                (bvsub sync_pmtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!4 (ite a!3
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (ite (bvslt (ite (bvslt mss_clamp a!6) mss_clamp a!6)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!6) mss_clamp a!6))))
(let ((a!5 (bvsub (ite (bvslt a!4 tcp_min_snd_mss) tcp_min_snd_mss a!4)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!8 (bvslt a!5
                  (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!9 (ite a!8
                a!5
                (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!10 (bvult (bvsub (ite (bvslt a!2 tcp_min_snd_mss) tcp_min_snd_mss a!2)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!9)))
  (and (bvult sync_pmtu route_mtu) (or (not ipv6) a!10)))))))))
(assert (let ((a!1 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!2 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!10 (ite passive_open
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!11 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite a!2
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (bvsub (ite passive_open a!1 a!1)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!12 (ite a!11
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (bvsub (ite (bvslt a!3 tcp_min_snd_mss) tcp_min_snd_mss a!3)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!6 (ite (bvslt (ite (bvslt mss_clamp a!5) mss_clamp a!5)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!5) mss_clamp a!5))))
(let ((a!7 (bvslt a!4
                  (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!8 (ite a!7
                a!4
                (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!9 (bvadd a!8
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!13 (bvsle a!8
                   (bvsub (ite (bvslt a!12 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!12)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!14 (or (bvsle a!9 (ite (bvult route_mtu a!10) route_mtu a!10)) a!13)))
  (and (bvsle (ite passive_open a!1 a!1) a!9) a!14)))))))))
(assert (let ((a!1 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!2 (bvslt mss_clamp
                  (bvsub sync_pmtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!10 (ite passive_open
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!12 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite a!2
                mss_clamp
                (bvsub sync_pmtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (bvsub (ite passive_open a!1 a!1)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!11 (ite (bvult sync_pmtu (ite (bvult route_mtu a!10) route_mtu a!10))
                 sync_pmtu
                 (ite (bvult route_mtu a!10) route_mtu a!10)))
      (a!13 (ite a!12
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (bvsub (ite (bvslt a!3 tcp_min_snd_mss) tcp_min_snd_mss a!3)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!6 (ite (bvslt (ite (bvslt mss_clamp a!5) mss_clamp a!5)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!5) mss_clamp a!5))))
(let ((a!7 (bvslt a!4
                  (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!8 (ite a!7
                a!4
                (bvsub a!6 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!9 (bvadd a!8
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!14 (bvsle a!8
                   (bvsub (ite (bvslt a!13 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!13)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (and (bvsle (ite passive_open a!1 a!1) a!9) (or (bvsle a!9 a!11) a!14))))))))))
(check-sat)
