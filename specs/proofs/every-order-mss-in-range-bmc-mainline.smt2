; every-order-mss-in-range-bmc-mainline
; expected: sat
; claim: sat: a run of 0 events from connect breaks enabled != 0 => search_low <= tcp_mss_to_mtu(mss_cache) && (tcp_mss_to_mtu(mss_cache) <= search_high || mss_cache <= tcp_mtu_to_mss(0))
(set-logic QF_BV)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
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
     true
     true
     (= connect_tcp_min_snd_mss #x00000030)
     (= connect_tcp_mtu_probe_floor #x00000030)))
(assert (let ((a!1 (= (ite passive_open
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000)
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000))
              #x00000000))
      (a!2 (bvadd connect_tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!3 (bvslt mss_clamp
                  (bvsub connect_route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (bvslt mss_clamp
                  (bvsub #x00000000
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!15 (ite (bvult connect_route_mtu
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 connect_route_mtu
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014)))))
(let ((a!4 (ite a!3
                mss_clamp
                (bvsub connect_route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (ite a!6
                mss_clamp
                (bvsub #x00000000
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!9 (bvslt mss_clamp
                  (bvsub a!2
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!5 (bvsub (ite (bvslt a!4 #x00000030) #x00000030 a!4)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!8 (bvsub (ite (bvslt a!7 #x00000030) #x00000030 a!7)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!10 (ite a!9
                 mss_clamp
                 (bvsub a!2 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!11 (bvsub (ite (bvslt a!10 #x00000030) #x00000030 a!10)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!12 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!5
                 (ite (bvslt a!5 a!11) a!5 a!11))))
(let ((a!13 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!5
                      (ite (bvslt a!5 a!8) a!5 a!8))
                 a!12)))
(let ((a!14 (bvadd a!13
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!16 (bvsle a!14
                   (ite passive_open
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014))
                        a!15))))
(let ((a!17 (or a!1
                (and (bvsle (ite passive_open a!2 a!2) a!14)
                     (or a!16 (bvsle a!13 a!8))))))
  (not a!17)))))))))))
(check-sat)
