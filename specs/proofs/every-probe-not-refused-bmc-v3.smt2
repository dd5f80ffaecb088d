; every-probe-not-refused-bmc-v3
; expected: sat
; claim: sat: a run of 1 events from connect breaks refused => tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) > dst_mtu (6.x; the floor above the route is assumed away)
(set-logic QF_BV)
(declare-fun sysctl_1 () (_ BitVec 32))
(declare-fun event_1 () (_ BitVec 32))
(declare-fun mtu_1 () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun HZ () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun cwnd_full_1 () Bool)
(declare-fun passive_open () Bool)
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun connect_tcp_probe_threshold () (_ BitVec 32))
(declare-fun connect_snd_cwnd () (_ BitVec 32))
(declare-fun cwnd_1 () (_ BitVec 32))
(declare-fun cwnd_set_1 () Bool)
(assert (let ((a!1 (or (not (= event_1 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_1)
                    (bvule mtu_1 #x0000ffff))))
      (a!2 (or (not (and (= event_1 #x00000006) (not ipv6)))
               (bvule mtu_1 #x0000ffff))))
  (and (bvule tcp_options #x00000028)
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
       (= connect_tcp_mtu_probe_floor #x00000030)
       (bvule event_1 #x00000008)
       a!1
       a!2
       (or (not (= event_1 #x00000008))
           false
           (= sysctl_1 #x00000000)
           (= sysctl_1 #x00000001)
           (= sysctl_1 #x00000002)
           (= sysctl_1 #x00000003)))))
(assert (let ((a!1 (= (ite passive_open
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000)
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000))
              #x00000000))
      (a!2 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x0000000b))))
      (a!4 (ite (bvult connect_route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                connect_route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!10 (bvadd connect_tcp_base_mss
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!15 (ite ipv6
                 (ite (bvult mtu_1 connect_route_mtu)
                      (ite (bvult mtu_1 #x00000500) #x00000500 mtu_1)
                      connect_route_mtu)
                 (ite (not (bvult connect_route_mtu mtu_1))
                      (ite (bvult mtu_1 #x00000228) #x00000228 mtu_1)
                      connect_route_mtu)))
      (a!24 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (or a!1
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!2))
      (a!5 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                a!4))
      (a!16 (bvslt mss_clamp
                   (bvsub a!15
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!19 (bvsub (ite passive_open a!10 a!10)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!25 (ite a!24
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (ite a!27
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!30 (bvslt mss_clamp
                   (bvsub a!10
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                a!5
                (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)))
      (a!17 (ite a!16
                 mss_clamp
                 (bvsub a!15
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (ite (bvslt (ite (bvslt mss_clamp a!19) mss_clamp a!19) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!19) mss_clamp a!19)))
      (a!26 (bvsub (ite (bvslt a!25 #x00000030) #x00000030 a!25)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!29 (bvsub (ite (bvslt a!28 #x00000030) #x00000030 a!28)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!31 (ite a!30
                 mss_clamp
                 (bvsub a!10
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!7 (ite (= connect_route_mtu connect_route_mtu)
                a!6
                (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!18 (bvsub (ite (bvslt a!17 #x00000030) #x00000030 a!17)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!32 (bvsub (ite (bvslt a!31 #x00000030) #x00000030 a!31)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!8 (bvslt mss_clamp
                  (bvsub a!7
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (bvadd (bvashr (bvadd a!7 (ite passive_open a!10 a!10)) #x00000001)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!21 (bvslt a!18
                   (bvsub a!20
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!33 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!26
                 (ite (bvslt a!26 a!32) a!26 a!32))))
(let ((a!9 (ite a!8
                mss_clamp
                (bvsub a!7 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!14 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!13))
                 true
                 false))
      (a!22 (ite a!21
                 a!18
                 (bvsub a!20 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!34 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!26
                      (ite (bvslt a!26 a!29) a!26 a!29))
                 a!33)))
(let ((a!11 (bvslt (bvsub (ite (bvslt a!9 #x00000030) #x00000030 a!9)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvashr (bvadd a!7 (ite passive_open a!10 a!10)) #x00000001)))
      (a!23 (ite (= a!15 a!15) (ite a!1 a!18 a!22) (ite a!1 a!18 a!22))))
(let ((a!12 (or a!11
                (bvslt (bvsub a!7 (ite passive_open a!10 a!10))
                       connect_tcp_probe_threshold)))
      (a!35 (bvult a!23
                   (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                                 (bvadd #x00000014 tcp_options))
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!36 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!35)))
(let ((a!37 (ite (and (or (bvult a!23 a!34) a!36) (not cwnd_full_1))
                 false
                 false)))
(let ((a!38 (ite (= event_1 #x00000006)
                 (ite false
                      false
                      (ite (bvult a!15 connect_route_mtu) a!37 false))
                 (ite (= event_1 #x00000007) false false))))
(let ((a!39 (ite (= event_1 #x00000003)
                 false
                 (ite (= event_1 #x00000004)
                      false
                      (ite (= event_1 #x00000005) false a!38)))))
(let ((a!40 (ite (= event_1 #x00000000)
                 (ite a!3 false (ite a!12 false a!14))
                 (ite (= event_1 #x00000001)
                      false
                      (ite (= event_1 #x00000002) false a!39)))))
  (not (or (not a!40) (not true)))))))))))))))))
(check-sat)
