; every-probe-within-range-bmc-fix-fail-keeps-high
; expected: sat
; claim: sat: a run of 1 events from connect breaks sent > 0 => search_low < sent <= search_high
(set-logic QF_BV)
(declare-fun sysctl_1 () (_ BitVec 32))
(declare-fun event_1 () (_ BitVec 32))
(declare-fun mtu_1 () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun HZ () (_ BitVec 32))
(declare-fun connect_tcp_probe_interval () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun cwnd_full_1 () Bool)
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_time_stamp () (_ BitVec 32))
(declare-fun at_1 () (_ BitVec 32))
(declare-fun timed_1 () Bool)
(declare-fun connect_tcp_probe_threshold () (_ BitVec 32))
(declare-fun connect_snd_cwnd () (_ BitVec 32))
(declare-fun cwnd_1 () (_ BitVec 32))
(declare-fun cwnd_set_1 () Bool)
(assert (let ((a!1 (ite (= HZ #x0000012c)
                #x00da740d
                (ite (= HZ #x000000fa)
                     #x010624dd
                     (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!2 (or (not (= event_1 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_1)
                    (bvule mtu_1 #x0000ffff))))
      (a!3 (or (not (and (= event_1 #x00000006) (not ipv6)))
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
       (bvsle #x00000000 connect_tcp_mtu_probing)
       (bvsle connect_tcp_mtu_probing #x000000ff)
       true
       true
       (bvsle #x00000000 connect_tcp_probe_interval)
       (bvsle connect_tcp_probe_interval (ite (= HZ #x000003e8) #x00418937 a!1))
       (bvsle #x00000030 connect_tcp_min_snd_mss)
       (bvsle connect_tcp_min_snd_mss #x0000ffff)
       (bvsle #x00000030 connect_tcp_mtu_probe_floor)
       (bvsle connect_tcp_mtu_probe_floor #x0000ffff)
       (bvule event_1 #x00000008)
       a!2
       a!3
       (or (not (= event_1 #x00000008))
           false
           (= sysctl_1 #x00000000)
           (= sysctl_1 #x00000001)
           (= sysctl_1 #x00000002)
           (= sysctl_1 #x00000003)
           (= sysctl_1 #x00000004)
           (= sysctl_1 #x00000005)))))
(assert (let ((a!1 (= (ite passive_open
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000)
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000))
              #x00000000))
      (a!2 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x0000000b))))
      (a!4 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!9 (bvadd connect_tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!16 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!19 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!30 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!40 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!47 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!48 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!61 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu)))
(let ((a!3 (or a!1
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!2))
      (a!5 (ite (= connect_route_mtu connect_route_mtu)
                a!4
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!17 (ite a!16
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (ite a!19
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!22 (bvslt mss_clamp
                   (bvsub a!9
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (ite a!27
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!30)
                   connect_route_mtu))
      (a!32 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!30)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!30)))
      (a!33 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!30)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!35 (bvsub (ite passive_open a!9 a!9)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!49 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!48
                 connect_tcp_time_stamp))
      (a!55 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite passive_open #x00000000 #x00000000)
                 (ite passive_open a!9 a!9)))
      (a!62 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!61)
                   connect_route_mtu))
      (a!63 (= (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!61)
               (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!61)))
      (a!64 (bvsub (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!61)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!81 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                 a!4))
      (a!82 (ite (bvslt a!4
                        (bvsub (ite passive_open #x00000000 #x00000000)
                               #x00000001))
                 a!4
                 (bvsub (ite passive_open #x00000000 #x00000000) #x00000001)))
      (a!84 (ite (= connect_tcp_mtu_probing #x00000000)
                 a!4
                 (ite a!1
                      (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                      (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4))))
      (a!85 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!30)
                   a!4)))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                a!5
                (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)))
      (a!18 (bvsub (ite (bvslt a!17 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!17)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!21 (bvsub (ite (bvslt a!20 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!20)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!23 (ite a!22
                 mss_clamp
                 (bvsub a!9 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!34 (ite (bvslt (ite (bvslt mss_clamp a!33) mss_clamp a!33)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!33) mss_clamp a!33)))
      (a!36 (ite (bvslt (ite (bvslt mss_clamp a!35) mss_clamp a!35)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!35) mss_clamp a!35)))
      (a!50 (bvule (ite (= HZ #x000003e8)
                        (bvmul connect_tcp_probe_interval #x000003e8)
                        a!47)
                   (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                          (ite passive_open a!48 a!49))))
      (a!65 (ite (bvslt (ite (bvslt mss_clamp a!64) mss_clamp a!64)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!64) mss_clamp a!64)))
      (a!83 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= connect_route_mtu connect_route_mtu)
                      a!82
                      (ite (bvult connect_route_mtu a!82)
                           connect_route_mtu
                           a!82))
                 a!4))
      (a!86 (ite a!85
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!30)
                 a!4)))
(let ((a!7 (bvslt mss_clamp
                  (bvsub a!6
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!10 (bvsub (bvashr (bvadd a!6 (ite passive_open a!9 a!9)) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!24 (bvsub (ite (bvslt a!23 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!23)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!37 (bvslt (bvsub a!34
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!36
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!51 (bvslt a!18
                   (bvsub a!36
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!56 (bvashr (bvsub a!36
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    #x00000001))
      (a!66 (bvslt (bvsub a!65
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!36
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!71 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!61)
                   a!6))
      (a!87 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!30)
                   a!86)))
(let ((a!8 (ite a!7
                mss_clamp
                (bvsub a!6 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!11 (ite (bvslt (ite (bvslt mss_clamp a!10) mss_clamp a!10)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!10) mss_clamp a!10)))
      (a!25 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!18
                 (ite (bvslt a!18 a!24) a!18 a!24)))
      (a!38 (ite a!37
                 (bvsub a!34 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!52 (ite a!51
                 a!18
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!57 (ite (bvslt (ite (bvslt connect_tcp_base_mss a!56)
                             connect_tcp_base_mss
                             a!56)
                        connect_tcp_mtu_probe_floor)
                 connect_tcp_mtu_probe_floor
                 (ite (bvslt connect_tcp_base_mss a!56)
                      connect_tcp_base_mss
                      a!56)))
      (a!67 (ite a!66
                 (bvsub a!65 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!72 (ite a!71
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!61)
                 a!6))
      (a!88 (ite a!87
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!30)
                 a!86)))
(let ((a!12 (bvslt (bvsub (ite (bvslt a!8 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!8)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!11
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!14 (bvadd (bvsub a!11
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!26 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!18
                      (ite (bvslt a!18 a!21) a!18 a!21))
                 a!25))
      (a!39 (ite a!1
                 (bvsub a!34 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!38))
      (a!58 (ite a!1
                 (ite passive_open a!9 a!9)
                 (bvadd (ite (bvslt a!57 connect_tcp_min_snd_mss)
                             connect_tcp_min_snd_mss
                             a!57)
                        (bvadd (bvadd #x00000014 tcp_options)
                               (ite ipv6 #x00000028 #x00000014)))))
      (a!68 (ite a!1
                 (bvsub a!65 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!67))
      (a!73 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!61)
                   a!72))
      (a!89 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!30)
                   (ite a!32 a!86 a!88))))
(let ((a!13 (or a!12
                (bvslt (bvsub a!6 (ite passive_open a!9 a!9))
                       connect_tcp_probe_threshold)))
      (a!15 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!14))
                 #x00000000
                 a!14))
      (a!29 (bvule a!26
                   (bvsub (ite (bvslt a!28 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!28)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!41 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!32 a!39 a!39) a!40)))
      (a!53 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (= connect_route_mtu connect_route_mtu)
                      a!26
                      (ite a!1 a!18 a!52))
                 (ite a!1 a!18 a!52)))
      (a!59 (ite (= event_1 #x00000002)
                 (ite passive_open a!9 a!9)
                 (ite (= event_1 #x00000003)
                      (ite (= connect_tcp_mtu_probing #x00000000)
                           (ite passive_open a!9 a!9)
                           a!58)
                      (ite passive_open a!9 a!9))))
      (a!69 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!63 a!68 a!68) a!40)))
      (a!74 (ite a!73
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!61)
                 a!72))
      (a!90 (ite a!89
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!30)
                 (ite a!32 a!86 a!88))))
(let ((a!42 (and (or (bvult (ite a!32 a!39 a!39) a!26) a!41) (not cwnd_full_1)))
      (a!54 (ite a!50
                 (bvadd (ite (= connect_route_mtu connect_route_mtu)
                             a!53
                             (ite a!1 a!18 a!52))
                        (bvadd (bvadd #x00000014 tcp_options)
                               (ite ipv6 #x00000028 #x00000014)))
                 (ite passive_open a!9 a!9)))
      (a!70 (and (or (bvult (ite a!63 a!68 a!68) a!53) a!69) (not false)))
      (a!75 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!61)
                   (ite a!63 a!72 a!74))))
(let ((a!43 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!29))
                 #x00000000
                 (ite a!31 (ite a!42 #x00000000 #x00000000) #x00000000)))
      (a!60 (ite (= event_1 #x00000000)
                 (ite a!3
                      (ite passive_open a!9 a!9)
                      (ite a!13 a!54 (ite passive_open a!9 a!9)))
                 (ite (= event_1 #x00000001) a!55 a!59)))
      (a!76 (ite a!75
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!61)
                 (ite a!63 a!72 a!74)))
      (a!91 (ite a!31
                 (ite a!42
                      (ite a!32 (ite a!32 a!86 a!88) a!90)
                      (ite a!32 a!86 a!88))
                 a!4)))
(let ((a!44 (ite (= event_1 #x00000005)
                 #x00000000
                 (ite (= event_1 #x00000006)
                      a!43
                      (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!77 (ite a!62
                 (ite a!70
                      (ite a!63 (ite a!63 a!72 a!74) a!76)
                      (ite a!63 a!72 a!74))
                 a!6))
      (a!92 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!29)) a!4 a!91)))
(let ((a!45 (ite (= event_1 #x00000002)
                 #x00000000
                 (ite (= event_1 #x00000003)
                      #x00000000
                      (ite (= event_1 #x00000004) #x00000000 a!44))))
      (a!78 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!53 a!18)))
                 a!6
                 a!77))
      (a!93 (ite (= event_1 #x00000004)
                 a!5
                 (ite (= event_1 #x00000005)
                      (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                      (ite (= event_1 #x00000006) a!92 a!4)))))
(let ((a!46 (ite (= event_1 #x00000000)
                 (ite a!3 #x00000000 (ite a!13 #x00000000 a!15))
                 (ite (= event_1 #x00000001) #x00000000 a!45)))
      (a!79 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!14))
                 (ite ipv6 a!6 a!78)
                 a!6))
      (a!94 (ite (= event_1 #x00000003)
                 (ite (= connect_route_mtu connect_route_mtu)
                      a!84
                      (ite (bvult connect_route_mtu a!84)
                           connect_route_mtu
                           a!84))
                 a!93)))
(let ((a!80 (ite a!13
                 (ite a!50
                      (bvadd mss_clamp
                             #x00000014
                             (ite ipv6 #x00000028 #x00000014))
                      a!6)
                 a!79)))
(let ((a!95 (ite (= event_1 #x00000000)
                 (ite a!3 a!5 a!80)
                 (ite (= event_1 #x00000001)
                      a!81
                      (ite (= event_1 #x00000002) a!83 a!94)))))
  (not (or (not (bvslt #x00000000 a!46))
           (and (bvslt a!60 a!46) (bvsle a!46 a!95)))))))))))))))))))
(check-sat)
