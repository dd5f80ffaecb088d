; every-order-mss-in-range-bmc-v1
; expected: sat
; claim: sat: a run of 0 events from connect breaks enabled != 0 => search_low <= tcp_mss_to_mtu(mss_cache) && (tcp_mss_to_mtu(mss_cache) <= search_high || mss_cache <= tcp_mtu_to_mss(0))
(set-logic QF_BV)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun connect_tcp_probe_interval () (_ BitVec 32))
(declare-fun connect_tcp_probe_threshold () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun HZ () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun passive_open () Bool)
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (or false
         (= HZ #x00000064)
         (= HZ #x000000fa)
         (= HZ #x0000012c)
         (= HZ #x000003e8))
     (bvule (ite ipv6 #x00000500 #x00000044) connect_route_mtu)
     (bvule connect_route_mtu #x0000ffff)
     true
     true
     (= connect_tcp_probe_threshold #x00000008)
     (= connect_tcp_probe_interval #x00000258)
     (= connect_tcp_min_snd_mss #x00000030)
     (= connect_tcp_mtu_probe_floor #x00000030)))
(assert (let ((a!1 (bvadd connect_tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!2 (bvslt mss_clamp
                  (bvsub connect_route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (bvslt mss_clamp
                  (bvsub #x00000000
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (ite (bvult connect_route_mtu
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 connect_route_mtu
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014)))))
(let ((a!3 (ite a!2
                mss_clamp
                (bvsub connect_route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (ite a!5
                mss_clamp
                (bvsub #x00000000
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!8 (bvslt mss_clamp
                  (bvsub a!1
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (bvsub (ite (bvslt a!3 #x00000030) #x00000030 a!3)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!7 (bvsub (ite (bvslt a!6 #x00000030) #x00000030 a!6)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!9 (ite a!8
                mss_clamp
                (bvsub a!1 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!10 (bvsub (ite (bvslt a!9 #x00000030) #x00000030 a!9)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!11 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!4
                      (ite (bvslt a!4 a!7) a!4 a!7))
                 (ite (= connect_tcp_mtu_probing #x00000000)
                      a!4
                      (ite (bvslt a!4 a!10) a!4 a!10)))))
(let ((a!12 (bvadd a!11
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!14 (bvsle a!12
                   (ite passive_open
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014))
                        a!13))))
(let ((a!15 (or (= connect_tcp_mtu_probing #x00000000)
                (and (bvsle (ite passive_open a!1 a!1) a!12)
                     (or a!14 (bvsle a!11 a!7))))))
  (not a!15))))))))))
(check-sat)
